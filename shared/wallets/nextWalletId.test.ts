import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { deleteWallet } from './deleteWallet';
import { nextWalletId } from './nextWalletId';
import { emptyWalletsState, type WalletsState } from './types';

const create = (s: WalletsState) => addWallet(s, { kind: 'phrase', origin: 'created' }).state;

describe('nextWalletId', () => {
  it('starts at "1" and counts up', () => {
    let s = emptyWalletsState();
    expect(nextWalletId(s)).toBe('1');
    s = create(create(create(s)));
    expect(s.wallets.map((w) => w.id)).toEqual(['1', '2', '3']);
    expect(nextWalletId(s)).toBe('4');
  });

  it("never reuses a deleted wallet's id, even the highest one", () => {
    const s = create(create(create(emptyWalletsState()))); // current is "3"
    const withoutTop = deleteWallet({ ...s, currentWalletIndex: 0 }, 2);
    expect(withoutTop.wallets.map((w) => w.id)).toEqual(['1', '2']);
    expect(nextWalletId(withoutTop)).toBe('4');
  });

  it('stays above existing ids when the counter lags behind them', () => {
    const s = create(create(emptyWalletsState()));
    expect(nextWalletId({ ...s, lastWalletId: 0 })).toBe('3');
  });
});
