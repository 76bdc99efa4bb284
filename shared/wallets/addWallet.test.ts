import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN_NAMES } from '../catalogue/defaults';
import type { CatalogueEntry } from '../catalogue/types';
import { addWallet } from './addWallet';
import { MAX_WALLETS } from './constants';
import { RULE_MESSAGES } from './messages';
import { emptyWalletsState, WalletsStateSchema, type WalletsState } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
const create = (s: WalletsState) => addWallet(s, { kind: 'phrase', origin: 'created' }).state;
function walletsWith(n: number): WalletsState {
  let s = emptyWalletsState();
  for (let i = 0; i < n; i++) s = create(s);
  return s;
}

describe('addWallet', () => {
  it('appends the new wallet and makes it current', () => {
    const s1 = create(emptyWalletsState());
    const { state: s2, wallet } = addWallet(s1, { kind: 'phrase', origin: 'imported', name: 'Savings' });
    expect(s2.wallets.map((w) => [w.id, w.name])).toEqual([
      ['1', 'Main Wallet'],
      ['2', 'Savings'],
    ]);
    expect(s2.currentWalletIndex).toBe(1);
    expect(s2.wallets[1]).toBe(wallet);
    expect(s1.wallets).toHaveLength(1); // the input state is not mutated
    expect(WalletsStateSchema.safeParse(s2).error).toBeUndefined();
  });

  it('marks imports backed up and created wallets not; isEVMAddressesAdded starts false', () => {
    const s = emptyWalletsState();
    const created = addWallet(s, { kind: 'phrase', origin: 'created' }).wallet;
    const imported = addWallet(s, { kind: 'phrase', origin: 'imported' }).wallet;
    const key = addWallet(s, { kind: 'privateKey', chainName: 'tron' }).wallet;
    expect([created.isBackedup, imported.isBackedup, key.isBackedup]).toEqual([false, true, true]);
    expect([created, imported, key].every((w) => !w.isEVMAddressesAdded && !w.privacyMode)).toBe(true);
  });

  it('gives a phrase wallet the default coins, shown, the first one selected', () => {
    const { wallet } = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' });
    expect(wallet.coins.map((c) => c.chainName)).toEqual(DEFAULT_CHAIN_NAMES);
    expect(wallet.coins.every((c) => c.type === 'coin' && c.isInWallet)).toBe(true);
    expect(wallet.selectedCoinId).toBe('bitcoin:native');
    expect(wallet.chainName).toBeUndefined();
  });

  it("gives a private-key wallet exactly one coin, its chain's native coin", () => {
    const { wallet } = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'polkadot' });
    expect(wallet.kind).toBe('privateKey');
    expect(wallet.chainName).toBe('polkadot');
    expect(wallet.coins).toEqual([
      {
        id: 'polkadot:native',
        chainName: 'polkadot',
        symbol: 'DOT',
        name: 'Polkadot',
        type: 'coin',
        decimals: 10,
        isInWallet: true,
      },
    ]);
    expect(wallet.selectedCoinId).toBe('polkadot:native');
  });

  it('refuses a private-key wallet on an unknown chain', () => {
    expect(() => addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'monero' })).toThrow(
      rule(RULE_MESSAGES.unsupportedChain),
    );
  });

  it('refuses a wallet past the maximum with the exact spec text', () => {
    const full = walletsWith(MAX_WALLETS);
    expect(full.wallets).toHaveLength(MAX_WALLETS);
    expect(() => create(full)).toThrow(
      rule('You have reached the maximum wallet limit, For more details ask contact support'),
    );
  });

  it('with replace leaves only the new wallet, named as a first wallet, id continuing', () => {
    const full = walletsWith(MAX_WALLETS);
    const { state } = addWallet(
      full,
      { kind: 'phrase', origin: 'imported', name: 'Other' },
      { replace: true },
    );
    expect(state.wallets.map((w) => [w.id, w.name])).toEqual([[String(MAX_WALLETS + 1), 'Main Wallet']]);
    expect(state.currentWalletIndex).toBe(0);
    expect(state.lastWalletId).toBe(MAX_WALLETS + 1);
    expect(WalletsStateSchema.safeParse(state).error).toBeUndefined();
  });

  it('takes default coins from the catalogue it is given', () => {
    const catalogue: CatalogueEntry[] = [
      {
        id: 'stellar:native',
        chainName: 'stellar',
        chainSymbol: 'XLM',
        symbol: 'XLM',
        name: 'Stellar',
        type: 'coin',
        decimals: 7,
        iconKey: 'stellar',
        isDefault: true,
      },
    ];
    const { wallet } = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }, { catalogue });
    expect(wallet.coins.map((c) => c.id)).toEqual(['stellar:native']);
  });

  it('holds no secret field', () => {
    const { state } = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'ethereum' });
    const keys = new Set<string>();
    JSON.stringify(state, (k, v: unknown) => (keys.add(k), v));
    for (const secret of ['phrase', 'privateKey', 'extendedPrivateKey', 'mnemonic', 'seed', 'password']) {
      expect(keys.has(secret), secret).toBe(false);
    }
    expect(
      WalletsStateSchema.safeParse({ ...state, wallets: [{ ...state.wallets[0], privateKey: 'x' }] }).success,
    ).toBe(false);
  });
});
