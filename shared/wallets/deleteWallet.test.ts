import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { deleteWallet } from './deleteWallet';
import { emptyWalletsState, WalletsStateSchema, type WalletsState } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
function walletsWith(n: number, current: number): WalletsState {
  let s = emptyWalletsState();
  for (let i = 0; i < n; i++) s = addWallet(s, { kind: 'phrase', origin: 'created' }).state;
  return { ...s, currentWalletIndex: current };
}
const ids = (s: WalletsState) => s.wallets.map((w) => w.id);

describe('deleteWallet', () => {
  it('refuses to delete the only wallet', () => {
    expect(() => deleteWallet(walletsWith(1, 0), 0)).toThrow(rule('You cannot delete the only wallet'));
  });

  it('refuses to delete the selected wallet', () => {
    expect(() => deleteWallet(walletsWith(3, 1), 1)).toThrow(
      rule('You cannot delete the selected wallet; switch to another wallet first'),
    );
  });

  it('refuses a missing index', () => {
    for (const bad of [-1, 3, 1.5, Number.NaN]) {
      expect(() => deleteWallet(walletsWith(3, 0), bad)).toThrow(rule('Wallet index does not exist'));
    }
  });

  it('shifts the current index down when a wallet below it goes, so the same wallet stays current', () => {
    const s = walletsWith(4, 2); // current is id "3"
    const next = deleteWallet(s, 0);
    expect(ids(next)).toEqual(['2', '3', '4']);
    expect(next.currentWalletIndex).toBe(1);
    expect(next.wallets[next.currentWalletIndex]!.id).toBe('3');
    expect(WalletsStateSchema.safeParse(next).error).toBeUndefined();
  });

  it('keeps the current index when a wallet above it goes', () => {
    const next = deleteWallet(walletsWith(4, 1), 3);
    expect(ids(next)).toEqual(['1', '2', '3']);
    expect(next.currentWalletIndex).toBe(1);
  });

  it('remembers the removed id so it is never issued again', () => {
    const next = deleteWallet({ ...walletsWith(3, 0), lastWalletId: 0 }, 2);
    expect(next.lastWalletId).toBe(3);
  });
});
