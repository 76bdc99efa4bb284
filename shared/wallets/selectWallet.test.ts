import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { selectWallet } from './selectWallet';
import { emptyWalletsState, type WalletsState } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
function walletsWith(n: number): WalletsState {
  let s = emptyWalletsState();
  for (let i = 0; i < n; i++) s = addWallet(s, { kind: 'phrase', origin: 'created' }).state;
  return s;
}

describe('selectWallet', () => {
  it('makes an existing wallet current', () => {
    const s = walletsWith(3);
    expect(selectWallet(s, 0).currentWalletIndex).toBe(0);
    expect(selectWallet(s, 2)).toBe(s); // already current
  });

  it('needs a numeric index', () => {
    const s = walletsWith(3);
    for (const bad of ['1', null, undefined, Number.NaN, 1.5]) {
      expect(() => selectWallet(s, bad as number)).toThrow(rule('Wallet index must be a number'));
    }
  });

  it('needs an existing index', () => {
    const s = walletsWith(3);
    for (const bad of [3, -1])
      expect(() => selectWallet(s, bad)).toThrow(rule('Wallet index does not exist'));
  });
});
