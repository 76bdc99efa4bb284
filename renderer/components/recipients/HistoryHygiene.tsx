import { useState } from 'react';
import type { TxView } from '../../../shared/contract/transfers';
import { useToast } from '../../state/toasts';
import { rememberCopy } from './clipboardGuard';

const LABEL: Record<NonNullable<TxView['suspicious']>, string> = {
  poisoning: 'Possible address poisoning',
  unsolicited: 'Unsolicited zero-value token transfer',
};

/** History lists hide main's suspicious entries (historyHygiene) until the user asks to see them. */
export function useSuspiciousFilter<T extends Pick<TxView, 'suspicious'>>(items: readonly T[]) {
  const [show, setShow] = useState(false);
  const hidden = items.filter((t) => t.suspicious).length;
  return { shown: show ? items : items.filter((t) => !t.suspicious), hidden, show, setShow };
}

export function SuspiciousToggle({ f }: { f: ReturnType<typeof useSuspiciousFilter> }) {
  if (f.hidden === 0) return null;
  return (
    <label className="history-toggle hint">
      <input type="checkbox" checked={f.show} onChange={(e) => f.setShow(e.target.checked)} />
      Show {f.hidden} hidden suspicious {f.hidden === 1 ? 'transfer' : 'transfers'} (possible address
      poisoning or spam)
    </label>
  );
}

export function SuspiciousLabel({ t }: { t: Pick<TxView, 'suspicious'> }) {
  if (!t.suspicious) return null;
  return <small className="tx-suspicious">{LABEL[t.suspicious]}</small>;
}

/**
 * Copies the other side of a history entry; for a suspicious one it first says why not to, and
 * copies only on a second click ("Copy anyway").
 */
export function CounterpartyCopy({ t }: { t: Pick<TxView, 'suspicious' | 'direction' | 'from' | 'to'> }) {
  const toast = useToast();
  const [armed, setArmed] = useState(false);
  const address = t.direction === 'in' ? t.from : t.to;
  if (!address) return null;
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => {
        rememberCopy(address);
        toast.show('success', 'Copied');
      },
      () => toast.show('error', 'Could not copy', 'The clipboard is not available.'),
    );
  if (t.suspicious && armed)
    return (
      <span className="tx-copy-warning" role="alert">
        <span className="tx-suspicious">
          Do not pay this address: it imitates one you know. Copy it only to report it.
        </span>{' '}
        <button type="button" className="secondary small" onClick={() => void copy()}>
          Copy anyway
        </button>
      </span>
    );
  return (
    <button
      type="button"
      className="link small tx-history-copy"
      aria-label={`Copy ${t.direction === 'in' ? 'sender' : 'recipient'} address`}
      onClick={() => (t.suspicious ? setArmed(true) : void copy())}
    >
      Copy address
    </button>
  );
}
