import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { CoinEntrySchema, emptyWalletsState, WalletMetaSchema, WalletsStateSchema } from './types';

const { state } = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'tron' });
const wallet = state.wallets[0]!;
const issues = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('wallet state schemas', () => {
  it('accept what the rules produce', () => {
    expect(WalletsStateSchema.safeParse(state).error).toBeUndefined();
    expect(WalletsStateSchema.safeParse(emptyWalletsState()).error).toBeUndefined();
  });

  it('refuse a coin whose id is not its identity key, or a native coin with a contract', () => {
    const coin = wallet.coins[0]!;
    expect(CoinEntrySchema.safeParse({ ...coin, id: 'tron:other' }).success).toBe(false);
    expect(
      CoinEntrySchema.safeParse({ ...coin, contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }).success,
    ).toBe(false);
  });

  it('refuse inconsistent wallets', () => {
    expect(issues(WalletMetaSchema.safeParse({ ...wallet, chainName: undefined }))).toContain(
      'chainName is set exactly on private-key and watch-only wallets',
    );
    // a watch-only wallet is one chain's, like a private-key wallet
    expect(issues(WalletMetaSchema.safeParse({ ...wallet, kind: 'watch', chainName: undefined }))).toContain(
      'chainName is set exactly on private-key and watch-only wallets',
    );
    expect(WalletMetaSchema.safeParse({ ...wallet, kind: 'watch' }).success).toBe(true);
    expect(issues(WalletMetaSchema.safeParse({ ...wallet, selectedCoinId: 'bitcoin:native' }))).toContain(
      'selected coin is not in the wallet',
    );
    expect(
      issues(WalletMetaSchema.safeParse({ ...wallet, coins: [wallet.coins[0], wallet.coins[0]] })),
    ).toContain('duplicate coin in wallet');
    const btc = { ...wallet.coins[0]!, id: 'bitcoin:native', chainName: 'bitcoin' };
    expect(issues(WalletMetaSchema.safeParse({ ...wallet, coins: [...wallet.coins, btc] }))).toContain(
      'a one-chain wallet holds coins of its chain only',
    );
    expect(WalletMetaSchema.safeParse({ ...wallet, id: '01' }).success).toBe(false);
  });

  it('refuse an out-of-range current index and a counter below an existing id', () => {
    expect(issues(WalletsStateSchema.safeParse({ ...state, currentWalletIndex: 1 }))).toContain(
      'currentWalletIndex out of range',
    );
    expect(issues(WalletsStateSchema.safeParse({ ...state, lastWalletId: 0 }))).toContain(
      'lastWalletId is below an existing id',
    );
  });
});
