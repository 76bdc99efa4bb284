import { useState } from 'react';
import type { WalletSummary } from '../../../shared/contract/wallets';
import { MAX_WALLET_NAME_LENGTH } from '../../../shared/wallets/constants';
import { useMoveWallet } from '../../hooks/useMoveWallet';
import { useRenameWallet } from '../../hooks/useRenameWallet';
import { useSelectWallet } from '../../hooks/useSelectWallet';
import { useSetPrivacy } from '../../hooks/useSetPrivacy';
import { DeleteWalletModal } from './DeleteWalletModal';
import { TrashIcon } from './TrashIcon';
import { useRuleToast } from './useRuleToast';

interface WalletRowProps {
  wallet: WalletSummary;
  count: number;
  onSelected: () => void;
  /** the wallet's value, formatted; null: unknown; undefined: not shown */
  value?: string | null;
}

/** One wallet in the switcher. Rules (delete, reorder) are main's; the row shows its refusals. */
export function WalletRow({ wallet, count, onSelected, value }: WalletRowProps) {
  const select = useSelectWallet();
  const rename = useRenameWallet();
  const move = useMoveWallet();
  const privacy = useSetPrivacy();
  const refused = useRuleToast();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(wallet.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { index } = wallet;

  const saveName = () =>
    rename.mutate({ index, name: name.trim() }, { onSuccess: () => setEditing(false), onError: refused });

  return (
    <li
      className={`wallet-row${wallet.isCurrent ? ' current' : ''}`}
      aria-current={wallet.isCurrent || undefined}
    >
      {editing ? (
        <form
          className="rename-form"
          onSubmit={(e) => {
            e.preventDefault();
            saveName();
          }}
        >
          <input
            aria-label={`New name for ${wallet.name}`}
            value={name}
            maxLength={MAX_WALLET_NAME_LENGTH}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setEditing(false))}
          />
          <button type="submit" className="small" disabled={rename.isPending || name.trim() === ''}>
            Save
          </button>
          <button type="button" className="secondary small" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="wallet-name link"
          aria-label={`${wallet.name}${wallet.isCurrent ? ' (current wallet)' : ', switch to this wallet'}`}
          onClick={() =>
            wallet.isCurrent
              ? onSelected()
              : select.mutate({ index }, { onSuccess: onSelected, onError: refused })
          }
        >
          <span className="wallet-name-text">{wallet.name}</span>
          {wallet.isCurrent && <span className="badge">Current</span>}
          {!wallet.isBackedup && <span className="badge badge-warning">Not backed up</span>}
          {wallet.kind === 'privateKey' && <span className="badge">Key</span>}
          {wallet.kind === 'watch' && <span className="badge">Watch-only</span>}
          {value !== undefined && !wallet.privacyMode && (
            <small className="wallet-value" data-testid="wallet-value">
              {value ?? '—'}
            </small>
          )}
        </button>
      )}
      <div className="wallet-actions">
        <label className="check-row small" title="Hide balances of this wallet">
          <input
            type="checkbox"
            role="switch"
            checked={wallet.privacyMode}
            aria-label={`Privacy mode for ${wallet.name}`}
            onChange={(e) => privacy.mutate({ index, on: e.target.checked }, { onError: refused })}
          />
          Privacy
        </label>
        <button
          type="button"
          className="secondary icon"
          aria-label={`Rename ${wallet.name}`}
          onClick={() => {
            setName(wallet.name);
            setEditing(true);
          }}
        >
          ✎
        </button>
        <button
          type="button"
          className="secondary icon"
          aria-label={`Move ${wallet.name} up`}
          disabled={index === 0}
          onClick={() => move.mutate({ index, direction: 'up' }, { onError: refused })}
        >
          ↑
        </button>
        <button
          type="button"
          className="secondary icon"
          aria-label={`Move ${wallet.name} down`}
          disabled={index >= count - 1}
          onClick={() => move.mutate({ index, direction: 'down' }, { onError: refused })}
        >
          ↓
        </button>
        <button
          type="button"
          className="secondary icon danger-text"
          aria-label={`Delete ${wallet.name}`}
          onClick={() => setConfirmDelete(true)}
        >
          <TrashIcon />
        </button>
      </div>
      {confirmDelete && (
        <DeleteWalletModal wallet={wallet} onClose={() => setConfirmDelete(false)} onRefused={refused} />
      )}
    </li>
  );
}
