import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { moveWallet } from './moveWallet';
import { emptyWalletsState, type WalletsState } from './types';

function walletsWith(n: number, current: number): WalletsState {
  let s = emptyWalletsState();
  for (let i = 0; i < n; i++) s = addWallet(s, { kind: 'phrase', origin: 'created' }).state;
  return { ...s, currentWalletIndex: current };
}
const ids = (s: WalletsState) => s.wallets.map((w) => w.id);
const currentId = (s: WalletsState) => s.wallets[s.currentWalletIndex]!.id;

describe('moveWallet', () => {
  it('moves one step up or down', () => {
    expect(ids(moveWallet(walletsWith(3, 0), 2, 'up'))).toEqual(['1', '3', '2']);
    expect(ids(moveWallet(walletsWith(3, 0), 0, 'down'))).toEqual(['2', '1', '3']);
  });

  it('lets the current index follow the move, whichever of the two wallets is current', () => {
    const movedCurrent = moveWallet(walletsWith(3, 1), 1, 'up');
    expect([movedCurrent.currentWalletIndex, currentId(movedCurrent)]).toEqual([0, '2']);
    const displacedCurrent = moveWallet(walletsWith(3, 0), 0, 'down');
    expect(ids(displacedCurrent)).toEqual(['2', '1', '3']);
    expect([displacedCurrent.currentWalletIndex, currentId(displacedCurrent)]).toEqual([1, '1']);
    const neighbourCurrent = moveWallet(walletsWith(3, 1), 2, 'up');
    expect([neighbourCurrent.currentWalletIndex, currentId(neighbourCurrent)]).toEqual([2, '2']);
    const otherCurrent = moveWallet(walletsWith(3, 0), 2, 'up');
    expect(otherCurrent.currentWalletIndex).toBe(0);
  });

  it('does nothing with one wallet, an invalid index, or past either end', () => {
    const one = walletsWith(1, 0);
    expect(moveWallet(one, 0, 'down')).toBe(one);
    const three = walletsWith(3, 0);
    for (const bad of [-1, 3, 1.5, Number.NaN]) expect(moveWallet(three, bad, 'up')).toBe(three);
    expect(moveWallet(three, 0, 'up')).toBe(three);
    expect(moveWallet(three, 2, 'down')).toBe(three);
  });
});
