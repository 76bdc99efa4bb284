import { useId, useMemo, useState } from 'react';
import { toCsv } from '../../shared/history/toCsv';
import { Amount } from '../components/amounts/Amount';
import { Fee, skippedNote } from '../components/coin/HistoryList';
import { applyFilter, coinOptions, exportName, type Direction } from '../components/history/historyFilters';
import { useCallQuery } from '../hooks/useCall';
import { useOpenExplorer } from '../hooks/useOpenExplorer';
import { useWallets } from '../hooks/useWallets';
import {
  CounterpartyCopy,
  SuspiciousLabel,
  SuspiciousToggle,
  useSuspiciousFilter,
} from '../components/recipients/HistoryHygiene';

const DIRECTION: Record<Direction, string> = { in: 'Received', out: 'Sent', self: 'To self' };
const STATUS: Record<string, string> = {
  success: 'SUCCESS',
  failed: 'FAILED',
  pending: 'Pending',
  unknown: 'Unknown',
};

/** Saves text as a file through the page: Electron shows its save dialog, a browser downloads. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Every coin's recent history across wallets, filtered by wallet, coin and direction; CSV export. */
export function Transactions() {
  const ids = { wallet: useId(), coin: useId(), direction: useId() };
  const wallets = useWallets();
  const [walletId, setWalletId] = useState<string>('');
  const [coinId, setCoinId] = useState<string>('');
  const [direction, setDirection] = useState<Direction | ''>('');
  const query = useCallQuery('history.all', walletId ? { walletId } : {});
  const open = useOpenExplorer();

  const rows = query.data?.rows;
  const options = useMemo(() => coinOptions(rows ?? []), [rows]);
  const shown = useMemo(
    () => applyFilter(rows ?? [], { coinId: coinId || null, direction: direction || null }),
    [rows, coinId, direction],
  );
  const hygiene = useSuspiciousFilter(shown);
  const walletName = wallets.data?.wallets.find((w) => w.id === walletId)?.name ?? null;

  return (
    <section className="screen">
      <div className="row spread">
        <h1>Transactions</h1>
        <button
          type="button"
          className="secondary small"
          disabled={shown.length === 0}
          onClick={() => download(exportName(new Date(), walletName), toCsv(shown))}
        >
          Export CSV
        </button>
      </div>
      <div className="row wrap" role="group" aria-label="Filter transactions">
        <div className="field">
          <label htmlFor={ids.wallet}>Wallet</label>
          <select
            id={ids.wallet}
            value={walletId}
            onChange={(e) => {
              setWalletId(e.target.value);
              setCoinId('');
            }}
          >
            <option value="">All wallets</option>
            {wallets.data?.wallets.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.coin}>Coin</label>
          <select id={ids.coin} value={coinId} onChange={(e) => setCoinId(e.target.value)}>
            <option value="">All coins</option>
            {options.map((o) => (
              <option key={o.coinId} value={o.coinId}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.direction}>Direction</label>
          <select
            id={ids.direction}
            value={direction}
            onChange={(e) => setDirection(e.target.value as Direction | '')}
          >
            <option value="">Sent and received</option>
            <option value="in">Received</option>
            <option value="out">Sent</option>
            <option value="self">To self</option>
          </select>
        </div>
      </div>
      {query.error && <p className="error-text">{query.error.message}</p>}
      {!query.data && !query.error && (
        <div className="spinner" role="progressbar" aria-label="Loading transactions of every coin" />
      )}
      {query.data && query.data.unread.length > 0 && (
        <p className="warning-line">
          Not read: {query.data.unread.map((u) => `${u.symbol} in ${u.walletName} (${u.reason})`).join('; ')}
        </p>
      )}
      {query.data && skippedNote(query.data.skipped) && (
        <p className="hint" role="note">
          {skippedNote(query.data.skipped)}
        </p>
      )}
      {query.data && shown.length === 0 && <p className="hint">No transactions match.</p>}
      {shown.length > 0 && (
        <section className="card">
          <SuspiciousToggle f={hygiene} />
          <ul className="tx-list" aria-label="Transactions">
            {hygiene.shown.map((t) => (
              <li
                key={`${t.walletId}:${t.coinId}:${t.hash}:${t.direction}`}
                className="tx-row"
                data-direction={t.direction}
                data-suspicious={t.suspicious}
              >
                <span className="tx-direction">{DIRECTION[t.direction]}</span>
                <span className="tx-coin">
                  {t.symbol} <small>{t.chainDisplayName}</small>
                  {!walletId && <small> · {t.walletName}</small>}
                </span>
                <button
                  type="button"
                  className="link mono"
                  title={`Open ${t.hash} in the explorer`}
                  onClick={() => open({ chain: t.chainName, kind: 'tx', value: t.hash })}
                >
                  {t.link}
                </button>
                <time dateTime={new Date(t.date).toISOString()}>{new Date(t.date).toLocaleString()}</time>
                <span className={`tx-status status-${t.status}`}>{STATUS[t.status]}</span>
                <Amount className="tx-amount" value={t.amount} symbol={t.symbol} signed />
                {(t.description || t.fee) && (
                  <small className="tx-extra">
                    {t.description}
                    {t.description && t.fee && ' · '}
                    {t.fee && <Fee fee={t.fee} />}
                  </small>
                )}
                <SuspiciousLabel t={t} />
                <CounterpartyCopy t={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
