/**
 * Encrypted cache timings on a real file: reopening with the key (key check, pragmas,
 * migration check), writing 1000 history rows in one transaction, and reading the newest 20
 * (what a history screen asks). Medians over a few runs: one sample on a shared machine is
 * noise. Called by `bench/index.ts`; no asserts here, no timings in tests.
 */
import { openCache } from '../main/cache/openCache';
import { openTempCache } from '../test/cache/tempCache';
import type { CachedTx } from '../main/cache/txRepo';
import { percentile } from './stats';

const OPEN_RUNS = 10;
const INSERT_RUNS = 5;
const QUERY_RUNS = 200;

function txBatch(run: number, size: number): CachedTx[] {
  return Array.from({ length: size }, (_, i) => ({
    chainName: 'ethereum',
    address: '0x00000000000000000000000000000000000000aa',
    contractAddress: null,
    hash: `0x${run.toString(16).padStart(4, '0')}${i.toString(16).padStart(60, '0')}`,
    amount: `${1_000_000_000_000_000n * BigInt(i + 1)}`,
    fee: '21000000000000',
    status: 'confirmed',
    date: 1_700_000_000_000 + run * size + i,
    from: '0x00000000000000000000000000000000000000aa',
    to: '0x00000000000000000000000000000000000000bb',
    raw: '{"blockNumber":"0x1"}',
  }));
}

function timed(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export async function benchCache(): Promise<{ openMs: number; insert1000TxMs: number; query20Ms: number }> {
  const temp = openTempCache();
  try {
    const inserts: number[] = [];
    for (let run = 0; run < INSERT_RUNS; run++) {
      const batch = txBatch(run, 1000);
      inserts.push(timed(() => temp.cache.txs.upsertMany(batch)));
    }
    const query = {
      chainName: 'ethereum',
      address: '0x00000000000000000000000000000000000000aa',
      contractAddress: null,
      limit: 20,
    };
    const queries: number[] = [];
    for (let i = 0; i < QUERY_RUNS; i++) queries.push(timed(() => temp.cache.txs.list(query)));
    temp.cache.close();

    const opens: number[] = [];
    for (let i = 0; i < OPEN_RUNS; i++) {
      const t0 = performance.now();
      const reopened = openCache({ file: temp.file, key: temp.key });
      opens.push(performance.now() - t0);
      reopened.close();
    }
    return {
      openMs: percentile(opens, 50),
      insert1000TxMs: percentile(inserts, 50),
      query20Ms: percentile(queries, 50),
    };
  } finally {
    temp.cleanup();
  }
}
