import type { TxView } from '../../../shared/contract/transfers';
import { useOpenExplorer } from '../../hooks/useOpenExplorer';
import { Amount } from '../amounts/Amount';
import {
  CounterpartyCopy,
  SuspiciousLabel,
  SuspiciousToggle,
  useSuspiciousFilter,
} from '../recipients/HistoryHygiene';

const DIRECTION: Record<TxView['direction'], string> = { in: 'Received', out: 'Sent', self: 'To self' };

/** spec §3's words for the four states (SUCCESS as the explorers print it). */
const STATUS_LABEL: Record<TxView['status'], string> = {
  success: 'SUCCESS',
  failed: 'FAILED',
  pending: 'Pending',
  unknown: 'Unknown',
};

/**
 * A history entry's fee as main wrote it ("0.00001 XRP"): its number in the user's locale and
 * shortened like the list's amounts, hidden in privacy mode.
 */
export function Fee({ fee }: { fee: string }) {
  const [value = '', ...rest] = fee.split(' ');
  return (
    <>
      Fee <Amount value={value} symbol={rest.join(' ') || undefined} />
    </>
  );
}

/** The quiet note under a history list whose page had entries main could not read; null for none. */
export function skippedNote(skipped: number | undefined): string | null {
  if (!skipped) return null;
  return skipped === 1 ? '1 entry could not be read' : `${skipped} entries could not be read`;
}

/** The last 20 transactions; each opens in the chain's explorer. */
export function HistoryList({
  chainName,
  symbol,
  items,
  skipped,
  notice,
}: {
  chainName: string;
  symbol: string;
  items: TxView[];
  /** entries of the page main could not read (left out of `items`) */
  skipped?: number | undefined;
  /** why the history is missing or partial (no scan service key) */
  notice?: string | undefined;
}) {
  const open = useOpenExplorer();
  const hygiene = useSuspiciousFilter(items);
  const skippedText = skippedNote(skipped);
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {notice && (
        <p className="hint" role="note">
          {notice}
        </p>
      )}
      {hygiene.shown.length === 0 ? (
        <p className="hint">No transactions yet.</p>
      ) : (
        <ul className="tx-list" aria-label="Transactions">
          {hygiene.shown.map((t) => (
            <li
              key={`${t.hash}:${t.direction}`}
              className="tx-row"
              data-direction={t.direction}
              data-suspicious={t.suspicious}
            >
              <span className="tx-direction">{DIRECTION[t.direction]}</span>
              <button
                type="button"
                className="link mono"
                title={`Open ${t.hash} in the explorer`}
                onClick={() => open({ chain: chainName, kind: 'tx', value: t.hash })}
              >
                {t.link}
              </button>
              <time dateTime={new Date(t.date).toISOString()}>{new Date(t.date).toLocaleString()}</time>
              <span className={`tx-status status-${t.status}`}>{STATUS_LABEL[t.status]}</span>
              <Amount className="tx-amount" value={t.amount} symbol={symbol} signed />
              {t.description && <small className="tx-description">{t.description}</small>}
              {(t.fee || t.memo) && (
                <small className="tx-extra">
                  {t.memo && `${t.memo.kind === 'tag' ? 'Tag' : 'Memo'} ${t.memo.value}`}
                  {t.fee && t.memo && ' · '}
                  {t.fee && <Fee fee={t.fee} />}
                </small>
              )}
              {t.error && <small className="tx-error error-text">{t.error}</small>}
              <SuspiciousLabel t={t} />
              <CounterpartyCopy t={t} />
            </li>
          ))}
        </ul>
      )}
      <SuspiciousToggle f={hygiene} />
      {skippedText && (
        <p className="hint" role="note">
          {skippedText}
        </p>
      )}
    </section>
  );
}
