import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/errors';
import type { CoinEntry } from '../../../shared/wallets';
import { openTempCache, type TempCache } from '../../../test/cache/tempCache';
import type { CoinRef, ConfirmPolicy, WalletFamily } from '../../chains/family';
import { EventBus } from '../../ipc/events';
import { CoinRefs } from './coinRefs';
import { CONFIRM_INTERVAL_MS, CONFIRM_TRIES, Confirmations } from './confirmations';
import type { TransferDeps } from './transferDeps';

/**
 * How long the loop waits and how often it looks (spec §4): the family's own policy when it
 * has one (Solana: 3 s × 5), else 5 s × 15; the deps' values (tests, the e2e host) beat both.
 * The sleep is recorded, not slept.
 */
const REF: CoinRef = {
  walletId: '1',
  chainName: 'ethereum',
  symbol: 'ETH',
  decimals: 18,
  address: '0xme',
  path: "m/44'/60'/0'/0/0",
};
const COIN = { id: 'ethereum:native', chainName: 'ethereum', symbol: 'ETH', decimals: 18 } as CoinEntry;

let temp: TempCache;
beforeEach(() => {
  temp = openTempCache();
});
afterEach(() => temp.cleanup());

async function run(policy: ConfirmPolicy | undefined, overrides: Partial<TransferDeps> = {}) {
  const slept: number[] = [];
  let looks = 0;
  const family = {
    network: 'regtest',
    ...(policy ? { confirmPolicy: policy } : {}),
    status: async () => (looks++, 'pending' as const),
  } as unknown as WalletFamily; // only what the loop asks of a family
  const events = new EventBus();
  const outcomes: string[] = [];
  events.subscribe((name, payload) => {
    if (name === 'tx.status') outcomes.push((payload as { status: string }).status);
  });
  // only the parts the loop reaches: the family table, the cache, events and the sleep
  const d = {
    families: () => ({ evm: family }),
    cache: () => temp.cache,
    events,
    notifySent: () => undefined,
    sleep: async (ms: number) => void slept.push(ms),
    ...overrides,
  } as unknown as TransferDeps;
  await new Confirmations(d, new CoinRefs(d)).watch(REF, COIN, '0xabc', 'stake', '1');
  return { slept, looks, outcomes };
}

describe('the confirmation policy', () => {
  it("follows the family's own interval and tries", async () => {
    const r = await run({ intervalMs: 3_000, tries: 5 });
    expect(r.slept).toEqual([3_000, 3_000, 3_000, 3_000, 3_000]);
    expect(r.looks).toBe(5);
    expect(r.outcomes).toEqual(['pending']);
  });

  it('falls back to every 5 s, 15 tries', async () => {
    const r = await run(undefined);
    expect(r.slept).toEqual(Array(CONFIRM_TRIES).fill(CONFIRM_INTERVAL_MS));
    expect([CONFIRM_INTERVAL_MS, CONFIRM_TRIES]).toEqual([5_000, 15]);
  });

  it('a look landing after the cache closed for a lock ends the loop quietly, with no outcome', async () => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((m: unknown) => void errors.push(m));
    try {
      const r = await run(undefined, {
        cache: () => {
          throw new AppError('LOCKED', 'The wallet is locked');
        },
      });
      expect(r.slept).toHaveLength(1);
      expect(r.looks).toBe(0);
      expect(r.outcomes).toEqual([]); // unlocking resumes it from the cache
      expect(errors).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it("the deps' values win over the family's", async () => {
    const r = await run({ intervalMs: 3_000, tries: 5 }, { confirmIntervalMs: 1, confirmTries: 2 });
    expect(r.slept).toEqual([1, 1]);
    expect(r.looks).toBe(2);
  });
});
