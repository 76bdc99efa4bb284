import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { renameWallet } from './renameWallet';
import { emptyWalletsState, type WalletsState } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
function walletsWith(n: number): WalletsState {
  let s = emptyWalletsState();
  for (let i = 0; i < n; i++) s = addWallet(s, { kind: 'phrase', origin: 'created' }).state;
  return s;
}

describe('renameWallet', () => {
  it('renames the wallet at an existing index, trimmed', () => {
    const s = renameWallet(walletsWith(2), 1, '  Trading  ');
    expect(s.wallets.map((w) => w.name)).toEqual(['Main Wallet', 'Trading']);
  });

  it('needs an existing index', () => {
    for (const bad of [2, -1, 0.5]) {
      expect(() => renameWallet(walletsWith(2), bad, 'X')).toThrow(rule('Wallet index does not exist'));
    }
  });

  it('needs 1 to 40 characters after trimming', () => {
    const s = walletsWith(1);
    expect(() => renameWallet(s, 0, '   ')).toThrow(rule('Wallet name must be 1 to 40 characters'));
    expect(() => renameWallet(s, 0, 'y'.repeat(41))).toThrow(rule('Wallet name must be 1 to 40 characters'));
    expect(renameWallet(s, 0, 'y'.repeat(40)).wallets[0]!.name).toHaveLength(40);
  });

  it("refuses another wallet's name but allows re-casing its own", () => {
    const s = walletsWith(2);
    expect(() => renameWallet(s, 1, 'MAIN WALLET')).toThrow(rule('A wallet with this name already exists'));
    expect(renameWallet(s, 0, 'MAIN WALLET').wallets[0]!.name).toBe('MAIN WALLET');
    expect(renameWallet(s, 0, 'Main Wallet')).toBe(s);
  });
});
