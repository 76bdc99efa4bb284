import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { setPrivacyMode } from './setPrivacyMode';
import { emptyWalletsState } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
const create = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).state;
const twoWallets = addWallet(create, { kind: 'phrase', origin: 'created' }).state;

describe('setPrivacyMode', () => {
  it('turns privacy mode on and off for one wallet only', () => {
    const on = setPrivacyMode(twoWallets, 0, true);
    expect(on.wallets.map((w) => w.privacyMode)).toEqual([true, false]);
    expect(setPrivacyMode(on, 0, false).wallets.map((w) => w.privacyMode)).toEqual([false, false]);
    expect(setPrivacyMode(on, 0, true)).toBe(on);
  });

  it('needs an existing index', () => {
    expect(() => setPrivacyMode(twoWallets, 2, true)).toThrow(rule('Wallet index does not exist'));
  });
});
