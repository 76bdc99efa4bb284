import { useState } from 'react';
import type { CallOutput } from '../../../shared/contract';
import { useCancelTx } from '../../hooks/useCancelTx';
import { useOpenExplorer } from '../../hooks/useOpenExplorer';
import { useReplaceQuote } from '../../hooks/useReplaceQuote';
import { useSpeedUp } from '../../hooks/useSpeedUp';
import { useToast } from '../../state/toasts';
import { ConfirmModal } from '../ConfirmModal';
import { ReplaceDetails } from './ReplaceDetails';
import { pendingKindLabel, rememberTxToast, takeTxToast } from './txToasts';

type Pending = CallOutput<'coin.overview'>['pending'][number];
type Action = 'speedUp' | 'cancel';

const ASK: Record<Action, { title: string; text: string; confirm: string; progress: string }> = {
  speedUp: {
    title: 'Speed up transaction',
    text: 'A replacement with a higher fee is sent in its place. The higher fee is paid from this coin’s balance.',
    confirm: 'Speed up',
    progress: 'Speeding up…',
  },
  cancel: {
    title: 'Cancel transaction',
    text: 'A replacement that pays the funds back to this wallet is sent in its place, with a higher fee. It works only if it confirms first.',
    confirm: 'Cancel transaction',
    progress: 'Cancelling…',
  },
};

/** Transactions sent but not confirmed yet, with speed-up and cancel where the chain allows them. */
export function PendingList({
  coinId,
  chainName,
  items,
}: {
  coinId: string;
  chainName: string;
  items: Pending[];
}) {
  const [asking, setAsking] = useState<{ action: Action; hash: string } | null>(null);
  const speedUp = useSpeedUp();
  const cancel = useCancelTx();
  const toast = useToast();
  const open = useOpenExplorer();
  const busy = speedUp.isPending || cancel.isPending;
  const quote = useReplaceQuote(asking && { coinId, hash: asking.hash, kind: asking.action });

  const run = (action: Action, hash: string, approvedFee: string) => {
    setAsking(null);
    (action === 'speedUp' ? speedUp : cancel).mutate(
      { coinId, hash, approvedFee },
      {
        onSuccess: (r) => {
          // the replaced send will never report again: its progress toast becomes the replacement's
          const prior = takeTxToast(hash);
          if (prior !== undefined)
            toast.update(prior, 'progress', ASK[action].progress, undefined, { keep: true });
          rememberTxToast(
            r.hash,
            prior ?? toast.show('progress', ASK[action].progress, undefined, { keep: true }),
          );
        },
        // main's refusals ('Transaction is already succeed', ...) are meant to be read as they are
        onError: (e) =>
          toast.show('error', `Could not ${action === 'speedUp' ? 'speed up' : 'cancel'}`, e.message),
      },
    );
  };

  return (
    <section className="card" aria-labelledby="pending-title">
      <h2 id="pending-title">Pending</h2>
      <ul className="tx-list" aria-label="Pending transactions">
        {items.map((p) => (
          <li key={p.hash} className="tx-row pending-row">
            <span className="badge badge-warning">{p.status}</span>
            <button
              type="button"
              className="link mono"
              title={`Open ${p.hash} in the explorer`}
              onClick={() => open({ chain: chainName, kind: 'tx', value: p.hash })}
            >
              {`${p.hash.slice(0, 13)}...`}
            </button>
            <time dateTime={new Date(p.date).toISOString()}>{new Date(p.date).toLocaleString()}</time>
            <span className="hint">{pendingKindLabel(p.kind, coinId)}</span>
            {p.canReplace && (
              <span className="pending-actions">
                <button
                  type="button"
                  className="secondary small"
                  disabled={busy}
                  onClick={() => setAsking({ action: 'speedUp', hash: p.hash })}
                >
                  Speed up
                </button>
                <button
                  type="button"
                  className="secondary small"
                  disabled={busy}
                  onClick={() => setAsking({ action: 'cancel', hash: p.hash })}
                >
                  Cancel
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmModal
          title={ASK[asking.action].title}
          cancelLabel="Keep waiting"
          confirmLabel={ASK[asking.action].confirm}
          busy={!quote.data}
          onCancel={() => setAsking(null)}
          onConfirm={() => quote.data && run(asking.action, asking.hash, quote.data.fee)}
        >
          <p>{ASK[asking.action].text}</p>
          <p className="mono clip">{asking.hash}</p>
          {quote.data && <ReplaceDetails quote={quote.data} />}
          {quote.isPending && (
            <p className="hint" role="status">
              Working out the new fee…
            </p>
          )}
          {quote.error && (
            <p className="error-text" role="alert">
              {quote.error.message}
            </p>
          )}
        </ConfirmModal>
      )}
    </section>
  );
}
