import { describe, expect, it } from 'vitest';
import { buildPaymentUri } from './buildPaymentUri';
import { eip681Integer, looksLikePaymentUri, parsePaymentUri, type PaymentRequest } from './parsePaymentUri';
import { paymentForCoin } from './paymentForCoin';
import bip21 from './vectors/bip21.json';
import eip681 from './vectors/eip681.json';

const parsed = (uri: string): PaymentRequest => {
  const r = parsePaymentUri(uri);
  if (!r.ok) throw new Error(r.error);
  return r.request;
};
const errorOf = (uri: string): string => {
  const r = parsePaymentUri(uri);
  if (r.ok) throw new Error(`parsed: ${uri}`);
  return r.error;
};

describe('BIP21 vectors (bip-0021 examples)', () => {
  it.each(bip21.valid)('$uri', (v) => {
    const r = parsed(v.uri);
    expect(r.chainName).toBe(v.chainName);
    expect(r.recipient).toBe(v.recipient);
    expect(r.amount).toBe('amount' in v ? v.amount : undefined);
    expect(r.label).toBe('label' in v ? v.label : undefined);
    expect(r.message).toBe('message' in v ? v.message : undefined);
  });
  it.each(bip21.invalid)('refuses $uri', (v) => expect(errorOf(v.uri)).toBe(v.error));
});

describe('EIP-681 vectors (eip-681 examples)', () => {
  it.each(eip681.valid)('$uri', (v) => {
    const r = parsed(v.uri);
    expect(r.chainName).toBe(v.chainName);
    expect(r.recipient).toBe(v.recipient);
    expect(r.baseAmount).toBe(BigInt(v.baseAmount));
    expect(r.token).toBe('token' in v ? v.token : undefined);
  });
});

describe('parsePaymentUri', () => {
  it('reads the other BIP21 schemes, any case, and bitcoin:// ', () => {
    expect(parsed('LITECOIN:ltc1qxyz?amount=1.50').chainName).toBe('litecoin');
    expect(parsed('litecoin:ltc1qxyz?amount=1.50').amount).toBe('1.5');
    expect(parsed('dogecoin:DTest?amount=.5').amount).toBe('0.5');
    expect(parsed('bitcoin://1abc?amount=007').amount).toBe('7');
    const bch = parsed('bitcoincash:qqtest?amount=0.1');
    expect([bch.chainName, bch.recipient]).toEqual(['bitcoin_cash', 'qqtest']);
  });
  it('refuses a malformed or signed amount, a repeated parameter, no address', () => {
    expect(errorOf('bitcoin:1abc?amount=1,5')).toBe('The amount in the link is not a number');
    expect(errorOf('bitcoin:1abc?amount=-1')).toBe('The amount in the link is not a number');
    expect(errorOf('bitcoin:1abc?amount=.')).toBe('The amount in the link is not a number');
    expect(errorOf('bitcoin:1abc?amount=1&amount=2')).toBe('The link gives "amount" twice');
    expect(errorOf('bitcoin:?amount=1')).toBe('The payment link has no address');
    expect(errorOf('monero:4abc')).toBe(
      'Links starting with monero: are not payment links this wallet reads',
    );
  });
  it('EIP-681: chain id, default chain 1, pay- prefix, names', () => {
    const poly = parsed('ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8@137?value=1e18');
    expect([poly.chainName, poly.baseAmount]).toEqual(['polygon', 10n ** 18n]);
    expect(parsed('ethereum:pay-0x70997970C51812dc3A010C7d01b50e0d17dc79C8').chainName).toBe('ethereum');
    expect(parsed('ethereum:bob.eth@1?value=5').recipient).toBe('bob.eth');
  });
  it('EIP-681 refusals', () => {
    const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(errorOf(`ethereum:${a}@999999?value=1`)).toBe(
      'This link is for chain id 999999, which this wallet does not know',
    );
    expect(errorOf(`ethereum:${a}?value=1.5`)).toBe(
      'The amount in the link is not a whole number of base units',
    );
    expect(errorOf(`ethereum:${a}?value=-1`)).toBe(
      'The amount in the link is not a whole number of base units',
    );
    expect(errorOf(`ethereum:${a}/approve?address=${a}&uint256=1`)).toBe(
      'The link asks to call "approve", which the wallet does not send',
    );
    expect(errorOf(`ethereum:${a}/transfer?uint256=1`)).toBe('The token link has no valid recipient address');
    expect(errorOf(`ethereum:bob.eth/transfer?address=${a}`)).toBe(
      'A token link must name the token by its contract address',
    );
    expect(errorOf('ethereum:0x1234')).toBe('The payment link has no valid address');
    expect(errorOf(`ethereum:${a}@x`)).toBe('The chain id in the link is not a number');
  });
  it('eip681Integer is exact', () => {
    expect(eip681Integer('2.014e18')).toBe(2014000000000000000n);
    expect(eip681Integer('1E3')).toBe(1000n);
    expect(eip681Integer('1500e0')).toBe(1500n);
    expect(eip681Integer('1e-3')).toBeNull(); // the grammar has no negative exponent
    expect(eip681Integer('12.50e1')).toBe(125n);
    expect(eip681Integer('1.23e1')).toBeNull();
    expect(eip681Integer('')).toBeNull();
    expect(eip681Integer('0x10')).toBeNull();
  });
  it('looksLikePaymentUri only for the schemes it reads', () => {
    expect(looksLikePaymentUri(' bitcoin:1abc')).toBe(true);
    expect(looksLikePaymentUri('ethereum:0xabc')).toBe(true);
    expect(looksLikePaymentUri('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false);
    expect(looksLikePaymentUri('bob.eth')).toBe(false);
    expect(looksLikePaymentUri('mailto:x@y')).toBe(false);
  });
});

describe('buildPaymentUri', () => {
  const me = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  it('BIP21 with a canonical amount, none when empty or zero', () => {
    expect(buildPaymentUri({ chainName: 'bitcoin', address: 'bc1qme', amount: '0.50', decimals: 8 })).toBe(
      'bitcoin:bc1qme?amount=0.5',
    );
    expect(buildPaymentUri({ chainName: 'dogecoin', address: 'DMe', amount: '', decimals: 8 })).toBe(
      'dogecoin:DMe',
    );
    expect(buildPaymentUri({ chainName: 'litecoin', address: 'ltc1me', amount: '0', decimals: 8 })).toBe(
      'litecoin:ltc1me',
    );
  });
  it('Bitcoin Cash: the cashaddr prefix is the scheme, not doubled', () => {
    expect(
      buildPaymentUri({ chainName: 'bitcoin_cash', address: 'bitcoincash:qqme', amount: '1', decimals: 8 }),
    ).toBe('bitcoincash:qqme?amount=1');
    expect(buildPaymentUri({ chainName: 'bitcoin_cash', address: '1Legacy', decimals: 8 })).toBe(
      'bitcoincash:1Legacy',
    );
  });
  it('EIP-681 native and token, with the chain id always written', () => {
    expect(buildPaymentUri({ chainName: 'ethereum', address: me, amount: '1.5', decimals: 18 })).toBe(
      `ethereum:${me}@1?value=1500000000000000000`,
    );
    expect(buildPaymentUri({ chainName: 'polygon', address: me, decimals: 18 })).toBe(`ethereum:${me}@137`);
    const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    expect(
      buildPaymentUri({
        chainName: 'ethereum',
        address: me,
        amount: '2.5',
        decimals: 6,
        token: { contract: usdt },
      }),
    ).toBe(`ethereum:${usdt}@1/transfer?address=${me}&uint256=2500000`);
  });
  it('no link format: null; more places than the coin has: throws', () => {
    expect(buildPaymentUri({ chainName: 'solana', address: 'So1', decimals: 9 })).toBeNull();
    expect(() =>
      buildPaymentUri({ chainName: 'bitcoin', address: 'bc1q', amount: '0.123456789', decimals: 8 }),
    ).toThrow();
  });
  it('round-trips through the parser', () => {
    const uri = buildPaymentUri({ chainName: 'base', address: me, amount: '0.25', decimals: 18 })!;
    expect(parsed(uri)).toEqual({ chainName: 'base', recipient: me, baseAmount: 250000000000000000n });
  });
});

describe('paymentForCoin', () => {
  const btc = { chainName: 'bitcoin', symbol: 'BTC', decimals: 8 };
  const usdt = {
    chainName: 'ethereum',
    symbol: 'USDT',
    decimals: 6,
    contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  };
  const eth = { chainName: 'ethereum', symbol: 'ETH', decimals: 18 };
  it('fills recipient and amount', () => {
    expect(paymentForCoin(parsed('bitcoin:1abc?amount=0.1'), btc)).toEqual({
      ok: true,
      to: '1abc',
      amount: '0.1',
    });
    expect(
      paymentForCoin(parsed('ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8?value=2.014e18'), eth),
    ).toEqual({
      ok: true,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '2.014',
    });
    const link = `ethereum:${usdt.contractAddress.toLowerCase()}/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=2500000`;
    expect(paymentForCoin(parsed(link), usdt)).toEqual({
      ok: true,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '2.5',
    });
  });
  it('says why a link does not fit the coin', () => {
    expect(paymentForCoin(parsed('litecoin:ltc1q?amount=1'), btc)).toEqual({
      ok: false,
      error: 'This payment link is for Litecoin, not Bitcoin. Open the Litecoin coin to pay it.',
    });
    expect(paymentForCoin(parsed('ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8@137'), eth)).toEqual({
      ok: false,
      error: 'This payment link is for Polygon, not Ethereum. Open the Polygon coin to pay it.',
    });
    const token = parsed(
      'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1',
    );
    expect(paymentForCoin(token, eth)).toEqual({
      ok: false,
      error: 'This payment link pays a token (0x89205a…43e7), not ETH',
    });
    expect(paymentForCoin(token, usdt)).toEqual({
      ok: false,
      error: 'This payment link pays another token (0x89205a…43e7), not USDT',
    });
    expect(paymentForCoin(parsed('ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'), usdt)).toEqual({
      ok: false,
      error: 'This payment link pays ETH, not USDT',
    });
    expect(paymentForCoin(parsed('bitcoin:1abc?amount=0.000000001'), btc)).toEqual({
      ok: false,
      error: "The link's amount has more decimal places than BTC has (8)",
    });
  });
});
