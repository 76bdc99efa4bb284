import type { CallOutput } from '../../../shared/contract';
import { getChain } from '../../../shared/chains/registry';
import type { PermissionRow } from '../../../shared/contract/permissions';
import { Modal } from '../Modal';
import { PreviewCard } from '../preview/PreviewCard';

/** The one review of several revokes: each named, the fee of each chain, then Revoke or Cancel. */
export function RevokeReview(props: {
  rows: readonly PermissionRow[];
  quote: CallOutput<'permissions.quote'>;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const n = props.rows.length;
  // a chain whose simulation differs from the chosen revokes is not revoked (main refuses it too)
  const mismatch = props.quote.chains.some((c) => c.preview?.status === 'ok' && c.preview.mismatch !== null);
  return (
    <Modal
      title={`Revoke ${n} permission${n === 1 ? '' : 's'}`}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="secondary" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </button>
          <button type="button" onClick={props.onConfirm} disabled={props.busy || mismatch}>
            {props.busy ? 'Revoking…' : 'Revoke'}
          </button>
        </>
      }
    >
      <ul className="revoke-review" aria-label="Revokes">
        {props.rows.map((r) => (
          <li key={`${r.chainName}|${r.kind}|${r.asset.address}|${r.spender}`}>
            {r.asset.symbol}:{' '}
            {r.spenderLabel ?? (r.kind === 'delegate' ? 'unknown account' : 'unknown contract')}{' '}
            <span className="mono">{r.spender}</span>
            {r.kind === 'operator' ? ' (collection)' : ''}
          </li>
        ))}
      </ul>
      <dl>
        {props.quote.chains.map((c) => (
          <div key={c.chainName}>
            <dt>
              Network fee ({c.count} on {getChain(c.chainName).displayName})
            </dt>
            <dd>
              {c.fee} {c.feeSymbol}
            </dd>
          </div>
        ))}
      </dl>
      {/* each chain's simulated revokes, under its fee, the full width of the review */}
      {props.quote.chains.map((c) =>
        c.preview ? <PreviewCard key={c.chainName} preview={c.preview} /> : null,
      )}
      <p className="hint">Each is a transaction of its own, signed now and sent in order.</p>
    </Modal>
  );
}
