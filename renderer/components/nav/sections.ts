import { capabilitiesOf } from '../../../shared/chains/capabilities';
import type { CoinView, WalletSummary } from '../../../shared/contract/wallets';

/** What decides whether a section can serve the current wallet. */
export interface NavContext {
  wallet: WalletSummary | undefined;
  coins: readonly CoinView[] | undefined;
}

export interface NavSection {
  label: string;
  to: string;
  /** active only on this exact address (the portfolio is the parent of coin pages) */
  end?: boolean;
  /** absent: every wallet can use it */
  available?: (ctx: NavContext) => boolean;
}

/** The wallet's native coins whose family offers staking, in the wallet's order. */
export function stakeableCoins(coins: readonly CoinView[] | undefined): CoinView[] {
  return (coins ?? []).filter((c) => {
    // a watch-only wallet's coins stake nothing: it cannot sign
    if (c.type !== 'coin' || c.receiveOnly || c.watchOnly) return false;
    try {
      return capabilitiesOf(c.chainName).staking;
    } catch {
      return false;
    }
  });
}

/**
 * The sidebar, top to bottom. A section appears here when its screen lands, in one line; one
 * that only some wallets can use says so in `available` (a watch-only wallet has no Exchange
 * or Sell).
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  { label: 'Portfolio', to: '/home', end: true },
  { label: 'Transactions', to: '/home/transactions' },
  { label: 'NFTs', to: '/nfts' },
  {
    label: 'Exchange',
    to: '/exchange',
    // a watch-only wallet signs nothing, so it swaps nothing
    available: ({ wallet }) => wallet?.kind !== 'watch',
  },
  // a watch-only wallet signs nothing, so it deposits nothing
  { label: 'Sell', to: '/sell', available: ({ wallet }) => wallet?.kind !== 'watch' },
  { label: 'Staking', to: '/staking', available: ({ coins }) => stakeableCoins(coins).length > 0 },
  { label: 'Messages', to: '/messages' },
  { label: 'Connected apps', to: '/connected-apps' },
  { label: 'Permissions', to: '/permissions' },
  { label: 'Address book', to: '/address-book' },
  { label: 'Settings', to: '/settings' },
];

/** The sections the current wallet can use; all of them while its coins are still loading. */
export function visibleSections(
  ctx: NavContext,
  sections: readonly NavSection[] = NAV_SECTIONS,
): NavSection[] {
  return sections.filter((s) => !s.available || ctx.coins === undefined || s.available(ctx));
}
