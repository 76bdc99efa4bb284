import { NavLink, Outlet } from 'react-router';
import { useCoins } from '../hooks/useCoins';
import { useWallets } from '../hooks/useWallets';
import { WalletSwitcher } from './home/WalletSwitcher';
import { visibleSections } from './nav/sections';
import { UpdateBanner } from './product/UpdateBanner';
import { useNews } from './product/useNews';

/**
 * The unlocked shell: a sidebar reachable by keyboard (the current wallet and its switcher on
 * top, then every section this wallet can use) and the current screen.
 */
export function Layout({ onLock }: { onLock: () => void }) {
  useNews();
  const wallets = useWallets();
  const coins = useCoins();
  const wallet = wallets.data?.wallets[wallets.data.currentWalletIndex];
  const sections = visibleSections({ wallet, coins: coins.data?.coins });
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Vault Wallet
        </div>
        <section className="sidebar-wallet" aria-label="Current wallet">
          <small>Current wallet</small>
          <strong className="sidebar-wallet-name" title={wallet?.name}>
            {wallet?.name ?? '…'}
          </strong>
          <WalletSwitcher />
        </section>
        <nav aria-label="Main">
          <ul className="nav-list">
            {sections.map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.end ?? false}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button className="secondary lock-button" onClick={onLock}>
          Lock
        </button>
      </aside>
      <main id="main" className="content" tabIndex={-1}>
        <UpdateBanner />
        <Outlet />
      </main>
    </div>
  );
}
