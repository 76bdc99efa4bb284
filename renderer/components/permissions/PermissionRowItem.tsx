import type { PermissionRow } from '../../../shared/contract/permissions';
import { useOpenExplorer } from '../../hooks/useOpenExplorer';

const KIND_LABEL: Record<PermissionRow['kind'], string> = {
  allowance: 'Token allowance',
  operator: 'Whole collection',
  delegation: 'Account delegation',
  delegate: 'Token account delegate',
  permit2: 'Permit2 allowance',
};

/** What the grant allows, in words: an amount, unlimited, or every item. */
function amountText(r: PermissionRow): string {
  if (r.unlimited) return 'Unlimited';
  if (r.amount === null)
    return r.kind === 'operator' ? 'All items' : r.kind === 'allowance' ? 'Unknown' : 'Everything';
  return `${r.amount} ${r.asset.symbol}`;
}

/** One permission: asset, spender (named or an explorer link), amount, since when, its risk; a box to select it. */
export function PermissionRowItem(props: {
  row: PermissionRow;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { row: r } = props;
  const open = useOpenExplorer();
  // a Solana delegate is any account; an EVM spender is a contract
  const spender = r.spenderLabel ?? (r.kind === 'delegate' ? 'Unknown account' : 'Unknown contract');
  const label = `${KIND_LABEL[r.kind]}: ${r.asset.symbol} to ${spender}`;
  return (
    <li className="permission-row" data-kind={r.kind} data-unlimited={r.unlimited}>
      {r.target ? (
        <input
          type="checkbox"
          aria-label={`Select ${label}`}
          checked={props.selected}
          disabled={props.disabled}
          onChange={props.onToggle}
        />
      ) : (
        <span className="hint">Not revocable here</span>
      )}
      <div className="permission-main">
        <strong>{r.asset.symbol}</strong> <small>{KIND_LABEL[r.kind]}</small>
        <div>
          Spender: <span>{spender}</span>{' '}
          <button
            type="button"
            className="link mono"
            title={`Open ${r.spender} in the explorer`}
            onClick={() => open({ chain: r.chainName, kind: 'address', value: r.spender })}
          >
            {r.spender}
          </button>
        </div>
        <div className="permission-risk">{r.risk}</div>
      </div>
      <div className="permission-amount">
        {r.unlimited ? <span className="badge badge-warning">Unlimited</span> : amountText(r)}
        {r.since !== null && (
          <div>
            <small>
              Since{' '}
              <time dateTime={new Date(r.since).toISOString()}>{new Date(r.since).toLocaleString()}</time>
            </small>
          </div>
        )}
      </div>
    </li>
  );
}
