import { describe, expect, it } from 'vitest';
import type { CoinView } from '../../../shared/contract/wallets';
import { NAV_SECTIONS, stakeableCoins, visibleSections } from './sections';

const coin = (chainName: string, over: Partial<CoinView> = {}): CoinView => ({
  id: `${chainName}:native`,
  chainName,
  chainDisplayName: chainName,
  symbol: chainName.slice(0, 3).toUpperCase(),
  name: chainName,
  type: 'coin',
  decimals: 8,
  address: 'a',
  selected: false,
  ...over,
});

describe('stakeableCoins', () => {
  it('lists the native coins whose family stakes, not tokens nor other chains', () => {
    const coins = [
      coin('ethereum'),
      coin('solana'),
      coin('tron'),
      coin('tron', { id: 'tron:usdt', type: 'token', symbol: 'USDT' }),
      coin('not-a-chain'),
    ];
    expect(stakeableCoins(coins).map((c) => c.id)).toEqual(['solana:native', 'tron:native']);
  });

  it("leaves out a watch-only wallet's coins: they cannot sign a stake", () => {
    expect(stakeableCoins([coin('solana', { watchOnly: true }), coin('tron')]).map((c) => c.id)).toEqual([
      'tron:native',
    ]);
  });
});

describe('visibleSections', () => {
  const labels = (coins: CoinView[] | undefined) =>
    visibleSections({ wallet: undefined, coins }).map((s) => s.label);

  it('shows Staking only to a wallet holding a coin it can stake', () => {
    expect(labels([coin('ethereum')])).not.toContain('Staking');
    expect(labels([coin('ethereum'), coin('solana')])).toContain('Staking');
  });

  it('shows every section while the coins load', () => {
    expect(labels(undefined)).toEqual(NAV_SECTIONS.map((s) => s.label));
  });
});
