import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RequestDetail } from '../../../shared/contract/walletconnect';
import { RequestDetails } from './RequestDetails';

const html = (d: RequestDetail) => renderToStaticMarkup(<RequestDetails detail={d} />);
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('RequestDetails', () => {
  it('personal_sign: text when printable, hex otherwise', () => {
    expect(html({ kind: 'personalSign', from: FROM, text: 'gm', hex: '0x676d' })).toContain('>gm<');
    expect(html({ kind: 'personalSign', from: FROM, text: null, hex: '0xff00' })).toContain('0xff00');
  });

  it('typed data: the warning as an alert, the message as a tree of plain text', () => {
    const out = html({
      kind: 'typedData',
      from: FROM,
      primaryType: 'Permit',
      domain: { name: 'T' },
      message: { spender: '<img src=x>' },
      warning: 'Permit: signing lets the spender move your tokens without another approval from you.',
      refusal: null,
      order: null,
    });
    expect(out).toContain('role="alert"');
    expect(out).toContain('&lt;img src=x&gt;');
  });

  it('typed data the wallet refuses, and an order: what you give and get', () => {
    const out = html({
      kind: 'typedData',
      from: FROM,
      primaryType: 'OrderComponents',
      domain: { name: 'Seaport' },
      message: {},
      warning: 'A Seaport order: anyone can fulfil it once signed.',
      refusal: 'This typed data has fields its types do not declare (message.note)',
      order: { give: ['NFT #7 of 0x5FbD'], get: [] },
    });
    expect(out).toMatch(/class="preview-warning danger" role="alert">This typed data has fields/);
    expect(out).toContain('You give');
    expect(out).toContain('NFT #7 of 0x5FbD');
    expect(out).toMatch(/You get<\/dt><dd><strong class="error-text">Nothing/);
  });

  it('an unlimited approve reads as such, with the fee in fiat', () => {
    const out = html({
      kind: 'transaction',
      from: FROM,
      to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      value: '0',
      symbol: 'ETH',
      data: '0x095ea7b3',
      call: {
        fn: 'approve',
        token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        symbol: 'TUSD',
        counterparty: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        amount: null,
        rawAmount: (2n ** 256n - 1n).toString(),
        unlimited: true,
      },
      gas: '55000',
      maxFee: '0.000165',
      maxFeeFiat: '0.50',
      currency: 'USD',
      warning: 'Unlimited approval: 0x7099… could spend all your TUSD at any time.',
      preview: {
        status: 'ok',
        method: 'eth_simulateV1',
        send: [],
        receive: [],
        permissions: [
          {
            kind: 'approve',
            asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
            symbol: 'TUSD',
            spender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            amount: null,
            unlimited: true,
            text: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8 may spend all your TUSD (unlimited)',
          },
        ],
        warnings: [],
        mismatch: null,
      },
    });
    expect(out).toContain('Permissions you give');
    expect(out).toContain('may spend all your TUSD (unlimited)');
    expect(out).toContain('an unlimited amount of');
    expect(out).toContain('≈ 0.50 USD');
    expect(out).toContain('role="alert"');
  });

  it('an unknown chain to add says why', () =>
    expect(
      html({
        kind: 'addChain',
        chainId: 'eip155:9',
        chainName: 'X',
        refusal: 'This wallet cannot add networks: X',
      }),
    ).toContain('cannot add networks'));

  it('a Solana transaction: SOL and token amounts in units, fee payer, signer, unread programs flagged', () => {
    const ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
    const BOB = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu';
    const PROGRAM = 'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf';
    const out = html({
      kind: 'solanaTransaction',
      from: ME,
      tx: {
        feePayer: ME,
        signers: [ME],
        recentBlockhash: BOB,
        maxFee: '8000',
        instructions: [
          { kind: 'solTransfer', from: ME, to: BOB, lamports: '1250000000' },
          {
            kind: 'tokenTransfer',
            program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
            source: BOB,
            destination: BOB,
            authority: ME,
            mint: BOB,
            decimals: 6,
            amount: '2500000',
          },
          { kind: 'unknown', programId: PROGRAM, accounts: [ME], walletSigns: true, dataLength: 3 },
        ],
      },
      warning: `This transaction calls programs the wallet cannot read: ${PROGRAM}.`,
      preview: { status: 'unavailable', reason: 'Preview not available on this node' },
    });
    expect(out).toContain('1.25 SOL');
    expect(out).toContain('2.5 tokens');
    expect(out).toContain('0.000008 SOL');
    expect(out).toContain('role="alert"');
    expect(out).toContain('acts with your account’s authority');
    expect(out).toContain('(this wallet’s key)');
    expect(out).toContain('Preview not available on this node');
  });

  it('a Solana message: text when printable, hex otherwise', () => {
    const from = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
    expect(html({ kind: 'solanaMessage', from, text: 'gm', hex: '0x676d' })).toContain('>gm<');
    expect(html({ kind: 'solanaMessage', from, text: null, hex: '0xff00' })).toContain('0xff00');
  });
});
