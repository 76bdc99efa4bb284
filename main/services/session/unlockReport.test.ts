import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../shared/catalogue';
import { addWallet, emptyWalletsState } from '../../../shared/wallets';
import { unlockReport } from './sessionService';

const one = addWallet(
  emptyWalletsState(),
  { kind: 'phrase', origin: 'created', name: 'Everyday' },
  { catalogue: CATALOGUE },
);
const two = addWallet(
  one.state,
  { kind: 'phrase', origin: 'created', name: 'Savings' },
  { catalogue: CATALOGUE },
);
const cachedOf = (s: typeof two.state) => s.wallets.map((w) => ({ id: w.id, name: w.name }));
const restored = { problem: 'damaged', restored: 'backup', keptAs: 'vault.bin.damaged-x' } as const;

describe('unlockReport', () => {
  it('nothing to tell: null', () => {
    expect(unlockReport({}, two.state, { reset: false, wallets: cachedOf(two.state) })).toBeNull();
  });

  it('names the wallets the cache had and the restored state lacks', () => {
    const r = unlockReport({ vault: restored }, one.state, { reset: false, wallets: cachedOf(two.state) });
    expect(r).toEqual({ vault: { ...restored, missingWallets: ['Savings'], compared: true } });
  });

  it('a reset cache cannot be compared, and says so', () => {
    const r = unlockReport({ vault: restored }, one.state, { reset: true, wallets: [] });
    expect(r?.vault).toMatchObject({ missingWallets: [], compared: false });
    expect(unlockReport({ vault: restored }, one.state, null)?.vault?.compared).toBe(false);
  });

  it('passes the journal damage on as it is', () => {
    const journal = { records: 2, restUnreadable: false, signedAfter: 1, signedBefore: 2 };
    expect(unlockReport({ journal }, two.state, null)).toEqual({ journal });
  });
});
