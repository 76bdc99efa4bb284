import { NavLink, Outlet } from 'react-router';
import { UpdateBanner } from './product/UpdateBanner';
import { useNews } from './product/useNews';

/** The unlocked shell: a sidebar reachable by keyboard and the current screen. */
export function Layout({ onLock }: { onLock: () => void }) {
  useNews();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav className="sidebar" aria-label="Main">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Vault Wallet
        </div>
        <NavLink to="/home" end>
          Home
        </NavLink>
        <NavLink to="/home/transactions">Transactions</NavLink>
        <NavLink to="/connected-apps">Connected apps</NavLink>
        <NavLink to="/settings">Settings</NavLink>
        <button className="secondary lock-button" onClick={onLock}>
          Lock
        </button>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        <UpdateBanner />
        <Outlet />
      </main>
    </div>
  );
}
