import { useEffect, useState } from 'react';
import type { CallOutput } from '../../shared/contract';
import { MAX_REVOKE_TARGETS, type PermissionRow } from '../../shared/contract/permissions';
import { ChainPermissions } from '../components/permissions/ChainPermissions';
import { RevokeReview } from '../components/permissions/RevokeReview';
import { keyOfRow, keyOfTarget } from '../components/permissions/rowKey';
import { useDisconnectWc, useWcSessions } from '../components/walletconnect/useWalletConnect';
import { useCallQuery } from '../hooks/useCall';
import { useCurrentWalletId } from '../hooks/useMessaging';
import { invoke } from '../ipc/client';
import { useToast } from '../state/toasts';

/** How often the list is read again while revokes wait for the chain. */
const POLL_MS = 1500;

/**
 * Everything that lets someone else move the wallet's assets (issue 33), grouped by chain:
 * token allowances, collection operators, delegations, and the connected apps. Select several,
 * "Revoke selected" shows one review; the rows leave once the chain confirms their revokes.
 */
export function PermissionsScreen() {
  const list = useCallQuery('permissions.list', {});
  const sessions = useWcSessions();
  // the apps connected to this wallet: the page is about what can move its assets
  const walletId = useCurrentWalletId();
  const apps = (sessions.data?.wallets ?? [])
    .filter((w) => w.walletId === walletId)
    .flatMap((w) => w.sessions);
  const disconnect = useDisconnectWc();
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [review, setReview] = useState<{
    rows: PermissionRow[];
    quote: CallOutput<'permissions.quote'>;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  /** revokes sent and not yet gone from the list */
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());

  const rows = (list.data?.chains ?? []).flatMap((c) => c.rows);
  const listed = new Set(rows.map(keyOfRow));
  const stillWaiting = [...waiting].filter((k) => listed.has(k));
  const refetch = list.refetch;
  useEffect(() => {
    if (stillWaiting.length === 0) return;
    const id = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(id);
  }, [stillWaiting.length, refetch]);
  useEffect(() => {
    if (waiting.size > 0 && stillWaiting.length === 0) {
      toast.show('success', `Revoked ${waiting.size} permission${waiting.size === 1 ? '' : 's'}`);
      setWaiting(new Set());
    }
  }, [waiting, stillWaiting.length, toast]);

  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const chosen = rows.filter((r) => r.target && selected.has(keyOfRow(r)));

  const startReview = async () => {
    setBusy(true);
    try {
      const quote = await invoke('permissions.quote', { targets: chosen.map((r) => r.target!) });
      setReview({ rows: chosen, quote });
    } catch (e) {
      toast.show('error', 'Could not prepare the revokes', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!review) return;
    setBusy(true);
    try {
      const { sent } = await invoke('permissions.revoke', {
        targets: review.rows.map((r) => r.target!),
        // the quote id names the preview main holds: it judges the revoke, not the renderer
        fees: review.quote.chains.map((c) => ({
          chainName: c.chainName,
          fee: c.fee,
          ...(c.quoteId ? { quoteId: c.quoteId } : {}),
        })),
      });
      setWaiting(new Set(sent.map(keyOfTarget)));
      setSelected(new Set());
      setReview(null);
      void refetch();
    } catch (e) {
      toast.show('error', 'Could not revoke', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="permissions-title" className="permissions">
      <h1 id="permissions-title">Permissions</h1>
      <p className="hint">
        What lets someone else move your assets. Revoke what you no longer use: each revoke is a transaction
        with a network fee.
      </p>
      <div className="row">
        <button
          type="button"
          disabled={chosen.length === 0 || chosen.length > MAX_REVOKE_TARGETS || busy}
          onClick={() => void startReview()}
        >
          Revoke selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </button>
        {chosen.length > MAX_REVOKE_TARGETS && (
          <span role="status">At most {MAX_REVOKE_TARGETS} revokes in one review: unselect some.</span>
        )}
        {stillWaiting.length > 0 && (
          <span role="status">
            Waiting for the chain to confirm {stillWaiting.length} revoke
            {stillWaiting.length === 1 ? '' : 's'}…
          </span>
        )}
      </div>
      {list.isLoading && <p role="status">Reading the permissions on each chain…</p>}
      {list.error && <p role="alert">{list.error.message}</p>}
      {list.data && list.data.chains.length === 0 && (
        <p className="hint">No chain of this wallet can list permissions yet.</p>
      )}
      {list.data?.chains.map((c) => (
        <ChainPermissions
          key={c.chainName}
          chain={c}
          selected={selected}
          waiting={waiting}
          busy={busy}
          onToggle={toggle}
        />
      ))}
      <section className="card" aria-labelledby="permissions-apps-title">
        <h2 id="permissions-apps-title">Connected apps</h2>
        {sessions.error && <p role="alert">{sessions.error.message}</p>}
        {sessions.data && apps.length === 0 && <p className="hint">No connected apps.</p>}
        <ul className="wc-sessions">
          {apps.map((s) => (
            <li key={s.topic}>
              <strong>{s.dapp.name}</strong> <span className="mono">{s.dapp.url}</span>
              <div>Networks: {s.chains.join(', ')}</div>
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  disconnect.mutate(
                    { topic: s.topic },
                    { onError: (e) => toast.show('error', 'Could not disconnect', e.message) },
                  )
                }
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      </section>
      {review && (
        <RevokeReview
          rows={review.rows}
          quote={review.quote}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setReview(null)}
        />
      )}
    </section>
  );
}
