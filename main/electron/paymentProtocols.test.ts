import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PROTOCOLS, paymentLinkFromArgv, protocolClientLaunch } from './paymentProtocols';
import { looksLikePaymentUri } from '../../shared/payments/parsePaymentUri';
import { WC_PROTOCOL, wcLinkFromArgv } from '../walletconnect/wcLink';

describe('payment protocols', () => {
  it('registers exactly the schemes the app reads, as electron-builder.yml declares them', () => {
    const yml = parse(readFileSync(path.resolve(__dirname, '../../electron-builder.yml'), 'utf8')) as {
      protocols: { name: string; schemes: string[] }[];
    };
    // payment links (BIP21, EIP-681) go to the send form, wc: links pair a dapp
    expect(yml.protocols).toEqual([
      { name: 'Payment link', schemes: [...PAYMENT_PROTOCOLS] },
      { name: 'WalletConnect link', schemes: [WC_PROTOCOL] },
    ]);
    for (const s of PAYMENT_PROTOCOLS) expect(looksLikePaymentUri(`${s}:x`)).toBe(true);
    expect(PAYMENT_PROTOCOLS).toHaveLength(5);
    // a wc: link is not a payment, and a payment link is not a pairing
    const wc = `${WC_PROTOCOL}:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
    expect(wcLinkFromArgv(['electron', '.', wc])).toBe(wc);
    expect(looksLikePaymentUri(wc)).toBe(false);
    expect(wcLinkFromArgv(['electron', 'bitcoin:1abc?amount=1'])).toBeNull();
  });
  it('finds the link among the arguments of a (second) instance', () => {
    expect(
      paymentLinkFromArgv(['/opt/Vault Wallet/vault-wallet', '--no-sandbox', 'bitcoin:1abc?amount=1']),
    ).toBe('bitcoin:1abc?amount=1');
    expect(
      paymentLinkFromArgv(['electron', '.', 'ETHEREUM:0x70997970C51812dc3A010C7d01b50e0d17dc79C8']),
    ).toBe('ETHEREUM:0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(paymentLinkFromArgv(['electron', '--flag=bitcoin:1abc', 'https://evil.example'])).toBeNull();
  });
  it('development registers Electron with the app path; packaged, itself', () => {
    expect(protocolClientLaunch(true, '/x/electron', '/app')).toBeNull();
    expect(protocolClientLaunch(false, '/x/electron', '/app')).toEqual({
      path: '/x/electron',
      args: ['/app'],
    });
  });
});
