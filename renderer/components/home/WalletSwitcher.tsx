import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatFiat } from '../../format/formatFiat';
import { useWallets } from '../../hooks/useWallets';
import { useWalletTotals } from '../prices/useWalletTotals';
import { WalletRow } from './WalletRow';

/** The current wallet's name as a button; it opens the list of wallets and what can be done to them. */
export function WalletSwitcher() {
  const { data } = useWallets();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // another screen: the panel, which opens over the sidebar and the content, closes
  useEffect(() => setOpen(false), [pathname]);
  const totals = useWalletTotals(open && (data?.wallets.length ?? 0) > 1);
  const valueOf = (id: string): string | null | undefined => {
    if (totals.loading || totals.currency === undefined) return undefined;
    const v = totals.byWallet.get(id);
    return v === undefined || v === null ? null : formatFiat(v, totals.currency);
  };

  useEffect(() => {
    if (!open) return;
    // Closes on a click outside; dialogs (the delete confirm) render outside and are ignored.
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (ref.current?.contains(t) || (t as Element).closest?.('.modal-backdrop')) return;
      setOpen(false);
    };
    // Escape closes it wherever the focus is (a dialog open over it handles its own Escape)
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || (e.target as Element | null)?.closest?.('.modal')) return;
      setOpen(false);
      if (ref.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!data) return null;
  const current = data.wallets[data.currentWalletIndex];
  return (
    <div className="switcher" ref={ref}>
      <button
        ref={button}
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Wallets ({data.wallets.length}) ▾
      </button>
      {open && (
        <div id={panelId} className="switcher-panel" role="region" aria-label="Wallets">
          <ul className="wallet-list">
            {data.wallets.map((w) => (
              <WalletRow
                key={w.id}
                wallet={w}
                count={data.wallets.length}
                onSelected={() => setOpen(false)}
                value={valueOf(w.id)}
              />
            ))}
          </ul>
          <div className="switcher-footer">
            <small>
              {data.wallets.length} of {data.maxWallets} wallets
              {current ? ` · current: ${current.name}` : ''}
            </small>
            <Link className="button small" to="/onboarding">
              Add wallet
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
