import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { markBackedUp } from './markBackedUp';
import { emptyWalletsState } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });

describe('markBackedUp', () => {
  it('marks a created wallet backed up, once', () => {
    const s = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).state;
    expect(s.wallets[0]!.isBackedup).toBe(false);
    const done = markBackedUp(s, 0);
    expect(done.wallets[0]!.isBackedup).toBe(true);
    expect(markBackedUp(done, 0)).toBe(done);
    expect(() => markBackedUp(s, 1)).toThrow(rule('Wallet index does not exist'));
  });
});
