// Vectors: memos THORNode's /thorchain/quote/swap returned in the THORChain developer docs'
// quickstart guide (https://dev.thorchain.org/swap-guide/quickstart-guide.html: plain, streaming,
// affiliate, multiple affiliates, custom refund address), the quote-endpoint issue
// (https://gitlab.com/thorchain/thornode/-/issues/1445) and memo-length reduction
// (https://dev.thorchain.org/concepts/memo-length-reduction.html); the refusals are shapes
// those pages name (synths, trade assets, refund addresses) and malformed variants.
import { describe, expect, it } from 'vitest';
import { parseThorchainSwapMemo, sameSwapDestination, type ThorchainSwapMemo } from './thorchainMemo';

const ETH_DEST = '0x86d526d6624AbC0178cF7296cD538Ecc080A95F1';
const USDT = 'ETH.USDT-0XDAC17F958D2EE523A2206206994597C13D831EC7';

const ACCEPTED: readonly { memo: string; want: ThorchainSwapMemo }[] = [
  {
    memo: `=:ETH.ETH:${ETH_DEST}:0/1/0`,
    want: {
      asset: { id: 'ETH.ETH', chain: 'ETH' },
      destination: ETH_DEST,
      limit: 0n,
      streaming: { interval: 1, quantity: 0 },
      affiliate: null,
    },
  },
  {
    memo: '=:BTC.BTC:bc1q3a2le4lazts64u8mqte5vuxvug25z5w6rhs95g:5855757:t:10',
    want: {
      asset: { id: 'BTC.BTC', chain: 'BTC' },
      destination: 'bc1q3a2le4lazts64u8mqte5vuxvug25z5w6rhs95g',
      limit: 5855757n,
      streaming: null,
      affiliate: { name: 't', feeBps: 10 },
    },
  },
  {
    // an empty limit with an affiliate
    memo: '=:ETH.ETH:0x3021c479f7f8c9f1d5c7d8523ba5e22c0bcb5430::dx:10',
    want: {
      asset: { id: 'ETH.ETH', chain: 'ETH' },
      destination: '0x3021c479f7f8c9f1d5c7d8523ba5e22c0bcb5430',
      limit: 0n,
      streaming: null,
      affiliate: { name: 'dx', feeBps: 10 },
    },
  },
  {
    // the alias of memo-length reduction, and no limit at all
    memo: '=:e:0x111111111117dC0aa78b770fA6A738034120C302',
    want: {
      asset: { id: 'ETH.ETH', chain: 'ETH' },
      destination: '0x111111111117dC0aa78b770fA6A738034120C302',
      limit: 0n,
      streaming: null,
      affiliate: null,
    },
  },
  {
    memo: 'SWAP:LTC.LTC:ltc1qsm9x2cyxy8ystmfe0yz5dgzyqds8fh7mh7g9pr:15e6/3/10:thor1au0mkysxfh5vvv9g4jtrq78da0kfgqwvx9h33d:1000',
    want: {
      asset: { id: 'LTC.LTC', chain: 'LTC' },
      destination: 'ltc1qsm9x2cyxy8ystmfe0yz5dgzyqds8fh7mh7g9pr',
      limit: 15_000_000n,
      streaming: { interval: 3, quantity: 10 },
      affiliate: { name: 'thor1au0mkysxfh5vvv9g4jtrq78da0kfgqwvx9h33d', feeBps: 1000 },
    },
  },
  {
    // the short action, a token with its contract (lower case in, upper case out)
    memo: `s:eth.usdt-0xdac17f958d2ee523a2206206994597c13d831ec7:${ETH_DEST}:123456789`,
    want: {
      asset: { id: USDT, chain: 'ETH' },
      destination: ETH_DEST,
      limit: 123456789n,
      streaming: null,
      affiliate: null,
    },
  },
  {
    memo: '=:l:rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3:1e8',
    want: {
      asset: { id: 'LTC.LTC', chain: 'LTC' },
      destination: 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3',
      limit: 100_000_000n,
      streaming: null,
      affiliate: null,
    },
  },
];

const REFUSED: readonly { name: string; memo: string; reason: string }[] = [
  { name: 'an add-liquidity memo', memo: '+:BTC.BTC:bc1qxyz', reason: 'The memo is not a swap' },
  { name: 'a plain note', memo: 'hello', reason: 'The memo is not a swap' },
  { name: 'an empty memo', memo: '', reason: 'The memo has characters a swap memo does not' },
  {
    name: 'a space',
    memo: `=:ETH.ETH: ${ETH_DEST}`,
    reason: 'The memo has characters a swap memo does not',
  },
  {
    name: 'a non-ASCII look-alike',
    memo: `=:ЕTH.ETH:${ETH_DEST}`,
    reason: 'The memo has characters a swap memo does not',
  },
  {
    name: 'no destination field',
    memo: '=:ETH.ETH',
    reason: 'The swap memo does not have the fields of a swap',
  },
  {
    name: 'an affiliate without its fee',
    memo: `=:ETH.ETH:${ETH_DEST}:0:t`,
    reason: 'The swap memo does not have the fields of a swap',
  },
  {
    name: 'a seventh field',
    memo: `=:ETH.ETH:${ETH_DEST}:0:t:10:x`,
    reason: 'The swap memo does not have the fields of a swap',
  },
  {
    name: 'a synthetic asset',
    memo: `=:ETH/ETH:${ETH_DEST}`,
    reason: 'The swap memo names an asset it cannot swap to',
  },
  {
    name: 'a trade asset',
    memo: `=:ETH~ETH:${ETH_DEST}`,
    reason: 'The swap memo names an asset it cannot swap to',
  },
  {
    name: 'a secured asset',
    memo: `=:ETH-ETH:${ETH_DEST}`,
    reason: 'The swap memo names an asset it cannot swap to',
  },
  {
    name: 'an unknown alias',
    memo: `=:x:${ETH_DEST}`,
    reason: 'The swap memo names an asset it cannot swap to',
  },
  {
    name: 'an empty asset',
    memo: `=::${ETH_DEST}`,
    reason: 'The swap memo names an asset it cannot swap to',
  },
  {
    name: 'the first affiliate shape, without a limit field',
    memo: 's:ETH.USDT::shapeshift:100',
    reason: 'The swap memo does not have the fields of a swap',
  },
  {
    name: 'an empty destination',
    memo: '=:ETH.ETH::0:t:10',
    reason: 'The swap memo has no valid destination',
  },
  {
    name: 'a custom refund address',
    memo: `=:BTC.BTC:bc1qyl7wjm2ldfezgnjk2c78adqlk7dvtm8sd7gn0q/${ETH_DEST}`,
    reason: 'The swap memo has no valid destination',
  },
  {
    name: 'a negative limit',
    memo: `=:ETH.ETH:${ETH_DEST}:-1`,
    reason: 'The swap memo has a malformed limit',
  },
  {
    name: 'a decimal limit',
    memo: `=:ETH.ETH:${ETH_DEST}:1.5`,
    reason: 'The swap memo has a malformed limit',
  },
  {
    name: 'a leading zero',
    memo: `=:ETH.ETH:${ETH_DEST}:0123`,
    reason: 'The swap memo has a malformed limit',
  },
  {
    name: 'a limit beyond uint64',
    memo: `=:ETH.ETH:${ETH_DEST}:18446744073709551616`,
    reason: 'The swap memo has a malformed limit',
  },
  {
    name: 'an exponent beyond uint64',
    memo: `=:ETH.ETH:${ETH_DEST}:2e19`,
    reason: 'The swap memo has a malformed limit',
  },
  {
    name: 'one streaming number',
    memo: `=:ETH.ETH:${ETH_DEST}:0/1`,
    reason: 'The swap memo has malformed streaming parameters',
  },
  {
    name: 'three streaming numbers',
    memo: `=:ETH.ETH:${ETH_DEST}:0/1/0/5`,
    reason: 'The swap memo has malformed streaming parameters',
  },
  {
    name: 'a word for an interval',
    memo: `=:ETH.ETH:${ETH_DEST}:0/x/0`,
    reason: 'The swap memo has malformed streaming parameters',
  },
  {
    name: 'several affiliates',
    memo: `=:ETH.ETH:${ETH_DEST}::t1/t2:10/20`,
    reason: 'The swap memo has a malformed affiliate',
  },
  {
    name: 'an empty affiliate',
    memo: `=:ETH.ETH:${ETH_DEST}:::0`,
    reason: 'The swap memo has a malformed affiliate',
  },
  {
    name: 'an affiliate fee over 10 %',
    memo: `=:ETH.ETH:${ETH_DEST}::t:1001`,
    reason: 'The swap memo has a malformed affiliate fee',
  },
  {
    name: 'an empty affiliate fee',
    memo: `=:ETH.ETH:${ETH_DEST}::t:`,
    reason: 'The swap memo has a malformed affiliate fee',
  },
];

describe('parseThorchainSwapMemo', () => {
  it.each(ACCEPTED)('reads $memo', ({ memo, want }) => {
    expect(parseThorchainSwapMemo(memo)).toEqual({ ok: true, memo: want });
  });

  it.each(REFUSED)('refuses $name', ({ memo, reason }) => {
    expect(parseThorchainSwapMemo(memo)).toEqual({ ok: false, reason });
  });

  it('takes every spelling of the swap action THORNode accepts', () => {
    for (const action of ['=', 's', 'S', 'swap', 'SWAP', 'Swap'])
      expect(parseThorchainSwapMemo(`${action}:b:bc1qxyz`).ok, action).toBe(true);
    expect(parseThorchainSwapMemo('swp:b:bc1qxyz').ok).toBe(false);
  });

  it('takes the largest uint64 limit and nothing above it', () => {
    const r = parseThorchainSwapMemo(`=:ETH.ETH:${ETH_DEST}:18446744073709551615`);
    expect(r.ok && r.memo.limit).toBe(2n ** 64n - 1n);
  });
});

describe('sameSwapDestination', () => {
  const ltc = 'ltc1qsm9x2cyxy8ystmfe0yz5dgzyqds8fh7mh7g9pr';
  it('reads an EVM address in any case, everything else exactly', () => {
    expect(sameSwapDestination(ETH_DEST.toLowerCase(), ETH_DEST)).toBe(true);
    expect(sameSwapDestination(ltc, ltc)).toBe(true);
    expect(sameSwapDestination(ltc.toUpperCase(), ltc)).toBe(false);
  });

  it('a name that only contains an EVM address is no EVM address', () => {
    const hex = ETH_DEST.slice(2).toLowerCase();
    expect(sameSwapDestination(`X0X${hex.toUpperCase()}`, `x0x${hex}`)).toBe(false);
    expect(sameSwapDestination(`0X${hex.toUpperCase()}ZZ`, `0x${hex}zz`)).toBe(false);
  });
});
