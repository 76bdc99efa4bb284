import { describe, expect, it } from 'vitest';
import type { ProviderQuoteParams } from '../types';
import { payoutOf } from './payoutOf';
import type { ThorchainTxStatus } from './txStatus';

const WALLET_THOR = 'thor1g98cy3n9mmjrpn0sxmn63lztelera37nrytwp2';
const WALLET_LTC = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const ZERO = '0'.repeat(64);
const LTC_TO_RUNE: ProviderQuoteParams = {
  from: { chainName: 'litecoin', symbol: 'LTC', decimals: 8 },
  to: { chainName: 'thorchain', symbol: 'RUNE', decimals: 8 },
  amount: 10_000_000n,
  destination: WALLET_THOR,
  refundAddress: WALLET_LTC,
};
const LTC_TO_ETH: ProviderQuoteParams = {
  ...LTC_TO_RUNE,
  to: { chainName: 'ethereum', symbol: 'ETH', decimals: 18 },
  destination: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
};
const completed = (out: NonNullable<ThorchainTxStatus['out']>): ThorchainTxStatus => ({
  stage: 'completed',
  out,
});

describe('a THORChain outbound as the swap progress', () => {
  it('reads a RUNE outbound with the zero id as paid inside THORChain, nothing to link', () => {
    const s = completed({
      id: ZERO,
      chain: 'THOR',
      asset: 'THOR.RUNE',
      amount: 123_456_789n,
      to: WALLET_THOR,
    });
    expect(payoutOf(s, LTC_TO_RUNE)).toEqual({
      stage: 'completed',
      outChainName: 'thorchain',
      outNative: true,
      outAmount: 123_456_789n,
    });
  });

  it('links a payout transaction on its chain as that chain writes it', () => {
    const id = 'AB'.repeat(32);
    const s = completed({
      id,
      chain: 'ETH',
      asset: 'ETH.ETH',
      amount: 5n,
      to: LTC_TO_ETH.destination.toLowerCase(),
    });
    expect(payoutOf(s, LTC_TO_ETH)).toEqual({
      stage: 'completed',
      outHash: `0x${'ab'.repeat(32)}`,
      outChainName: 'ethereum',
      outAmount: 50_000_000_000n,
    });
  });

  it('never links a zero id on another chain, nor calls it paid on THORChain', () => {
    const s = completed({ id: ZERO, chain: 'ETH', asset: 'ETH.ETH', amount: 5n, to: LTC_TO_ETH.destination });
    expect(payoutOf(s, LTC_TO_ETH)).toEqual({ stage: 'completed', outAmount: 50_000_000_000n });
    // a RUNE coin claimed on another chain's outbound is no native payout either
    const odd = completed({ id: ZERO, chain: 'ETH', asset: 'THOR.RUNE', amount: 5n, to: WALLET_THOR });
    expect(payoutOf(odd, LTC_TO_RUNE)).toEqual({ stage: 'completed', outAmount: 5n });
  });

  it('refuses to show as paid to the wallet a RUNE outbound THORNode reports to another address', () => {
    const thief = 'thor1z0vqkwfxjgc5yyvdpwhzmzx0nmpgmh3e7v3rhk';
    const s = completed({ id: ZERO, chain: 'THOR', asset: 'THOR.RUNE', amount: 1n, to: thief });
    expect(() => payoutOf(s, LTC_TO_RUNE)).toThrow(
      `THORChain reports the payout sent to ${thief}, not to ${WALLET_THOR}: not shown as paid to you`,
    );
  });

  it('holds a refund to the refund address, in the from asset', () => {
    const refund: ThorchainTxStatus = {
      stage: 'refunded',
      out: { id: 'CD'.repeat(32), chain: 'LTC', asset: 'LTC.LTC', amount: 9_000_000n, to: WALLET_LTC },
    };
    expect(payoutOf(refund, LTC_TO_RUNE)).toEqual({
      stage: 'refunded',
      outHash: 'cd'.repeat(32),
      outChainName: 'litecoin',
      outAmount: 9_000_000n,
    });
    // a refund to the destination (or anywhere but the wallet's refund address) is not the wallet's
    expect(() => payoutOf({ ...refund, out: { ...refund.out!, to: WALLET_THOR } }, LTC_TO_RUNE)).toThrow(
      `THORChain reports the refund sent to ${WALLET_THOR}, not to ${WALLET_LTC}`,
    );
  });

  it('takes a Bitcoin Cash payout written with or without its CashAddr prefix, not another address', () => {
    const cash = 'qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6';
    const toBch: ProviderQuoteParams = {
      ...LTC_TO_RUNE,
      to: { chainName: 'bitcoin_cash', symbol: 'BCH', decimals: 8 },
      destination: `bitcoincash:${cash}`,
    };
    const paid = (to: string) =>
      payoutOf(completed({ id: 'EF'.repeat(32), chain: 'BCH', asset: 'BCH.BCH', amount: 7n, to }), toBch);
    expect(paid(cash).outAmount).toBe(7n);
    expect(paid(`bitcoincash:${cash}`).outAmount).toBe(7n);
    expect(() => paid('qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toThrow('not shown as paid to you');
    expect(() => paid(`bchtest:${cash.slice(0, -1)}7`)).toThrow('not shown as paid to you');
  });

  it('passes the stage through while nothing is paid out', () => {
    expect(payoutOf({ stage: 'observed' }, LTC_TO_RUNE)).toEqual({ stage: 'observed' });
    expect(payoutOf({ stage: 'pending' }, LTC_TO_RUNE)).toEqual({ stage: 'pending' });
  });
});
