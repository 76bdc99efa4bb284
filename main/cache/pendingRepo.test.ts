import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingKey, type PendingTx } from './pendingRepo';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';

let t: TempCache;
beforeEach(() => {
  t = openTempCache();
});
afterEach(() => t.cleanup());

const key = pendingKey('ethereum', 'ETH', '0xme');
const p = (hash: string, date: number, over: Partial<PendingTx> = {}): PendingTx => ({
  key,
  hash,
  date,
  kind: 'transfer',
  amount: null,
  signed: null,
  payload: { nonce: 7, data: '0x', value: '1000000000000000000', from: '0xme', to: '0xyou' },
  ...over,
});

describe('pendingRepo', () => {
  it('builds the spec key from chain, symbol and address', () => {
    expect(key).toBe('ethereum:ETH:0xme');
  });

  it('keeps a speed-up beside the original until the original is removed', () => {
    const r = t.cache.pending;
    r.add(p('0xorig', 100));
    r.add(p('0xfast', 200));
    r.add(p('0xbtc', 150, { key: pendingKey('bitcoin', 'BTC', 'bc1q'), payload: null }));
    expect(r.list(key)).toEqual([p('0xorig', 100), p('0xfast', 200)]);
    expect(r.listAll().map((x) => x.hash)).toEqual(['0xorig', '0xbtc', '0xfast']);
    expect(r.remove(key, '0xorig')).toBe(true);
    expect(r.remove(key, '0xorig')).toBe(false);
    expect(r.list(key)).toEqual([p('0xfast', 200)]);
  });

  it("keeps the family's payload and the signed copy as given, never looking inside", () => {
    const r = t.cache.pending;
    const payload = { nonce: 9, any: ['shape', { the: 'family' }] };
    r.add(p('0xpay', 1, { payload, signed: '0x02f8ab' }));
    expect(r.list(key)).toEqual([p('0xpay', 1, { payload, signed: '0x02f8ab' })]);
  });

  it('keeps what an entry is and the amount the user sent (a token transfer has tx value 0)', () => {
    const r = t.cache.pending;
    const k = pendingKey('ethereum', 'USDT', '0xkind');
    r.add(p('0xtoken', 1, { key: k, amount: '250500000' }));
    r.add(p('0xfast', 2, { key: k, kind: 'speedUp', amount: '250500000' }));
    expect(r.list(k).map((x) => [x.hash, x.kind, x.amount])).toEqual([
      ['0xtoken', 'transfer', '250500000'],
      ['0xfast', 'speedUp', '250500000'],
    ]);
  });

  it('refuses an amount that is not base units', () => {
    expect(() => t.cache.pending.add(p('0x1', 1, { amount: '0.5' }))).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT' }),
    );
    expect(t.cache.pending.listAll()).toEqual([]);
  });
});
