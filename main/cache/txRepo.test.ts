import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';
import type { CachedTx } from './txRepo';

let t: TempCache;
beforeEach(() => {
  t = openTempCache();
});
afterEach(() => t.cleanup());

const tx = (hash: string, date: number, over: Partial<CachedTx> = {}): CachedTx => ({
  chainName: 'ethereum',
  address: '0xme',
  contractAddress: null,
  hash,
  amount: '1000000000000000000000001',
  fee: '21000000000000',
  status: 'confirmed',
  date,
  from: '0xme',
  to: '0xyou',
  raw: '{"blockNumber":"0x10"}',
  ...over,
});

const page = (contractAddress: string | null, limit = 20, before?: number) =>
  t.cache.txs.list({ chainName: 'ethereum', address: '0xme', contractAddress, limit, before });

describe('txRepo', () => {
  it('round-trips amounts beyond 2^53 exactly as text', () => {
    t.cache.txs.upsertMany([tx('0x1', 10)]);
    expect(t.cache.txs.get('ethereum', '0xme', null, '0x1')).toEqual(tx('0x1', 10));
  });

  it('lists newest first, pages by date, and keeps the coin apart from its tokens', () => {
    t.cache.txs.upsertMany([
      tx('0x1', 10),
      tx('0x2', 30),
      tx('0x3', 20),
      tx('0x2', 30, { contractAddress: '0xusdt', amount: '5' }),
      tx('0x9', 40, { address: '0xother' }),
    ]);
    expect(page(null).map((x) => x.hash)).toEqual(['0x2', '0x3', '0x1']);
    expect(page(null, 2).map((x) => x.hash)).toEqual(['0x2', '0x3']);
    expect(page(null, 20, 30).map((x) => x.hash)).toEqual(['0x3', '0x1']);
    expect(page('0xusdt')).toEqual([tx('0x2', 30, { contractAddress: '0xusdt', amount: '5' })]);
  });

  it('updates a pending entry when it confirms', () => {
    t.cache.txs.upsertMany([tx('0x1', 10, { status: 'pending', fee: null, raw: null })]);
    t.cache.txs.upsertMany([tx('0x1', 11)]);
    expect(page(null)).toEqual([tx('0x1', 11)]);
  });

  it('refuses floats and malformed money, and writes nothing of a refused batch', () => {
    for (const amount of ['1.5', '1e18', '-1', '', '01']) {
      expect(() => t.cache.txs.upsertMany([tx('0x0', 1), tx('0x1', 1, { amount })])).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT' }),
      );
    }
    expect(() => t.cache.txs.upsertMany([tx('0x1', 1, { fee: '0.1' })])).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT' }),
    );
    expect(() => t.cache.txs.upsertMany([tx('0x1', 1, { raw: '{oops' })])).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT' }),
    );
    expect(page(null)).toEqual([]);
  });
});
