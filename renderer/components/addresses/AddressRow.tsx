import { useState } from 'react';
import type { CallOutput } from '../../../shared/contract';
import { useDeleteAddress, useSelectAddress } from '../../hooks/useAddressesMutations';
import { CopyButton } from '../CopyButton';
import { useRuleToast } from '../home/useRuleToast';
import { ConfirmModal } from '../ConfirmModal';
import { TrashIcon } from '../home/TrashIcon';

type DerivedAddress = CallOutput<'addresses.list'>['addresses'][number];

interface AddressRowProps {
  chainName: string;
  entry: DerivedAddress;
  position: number;
}

/** One derived address: the whole address (it is what people compare), its path, and its actions. */
export function AddressRow({ chainName, entry, position }: AddressRowProps) {
  const select = useSelectAddress();
  const remove = useDeleteAddress();
  const refused = useRuleToast();
  const [confirming, setConfirming] = useState(false);
  const { address, path } = entry;

  return (
    <li className={`address-row${entry.active ? ' active' : ''}`} aria-current={entry.active || undefined}>
      <span className="address-position" aria-hidden="true">
        {position}
      </span>
      <span className="address-main">
        <span className="mono address-text">{address}</span>
        <small className="address-meta">
          <span className="mono">{path}</span>
          {entry.isCustom && <span className="badge">Custom</span>}
          {entry.active && <span className="badge badge-active">Active</span>}
        </small>
      </span>
      <span className="address-actions">
        <CopyButton text={address} label={`Copy address ${path}`} />
        <button
          type="button"
          className="secondary small"
          aria-label={`${entry.active ? 'Selected' : 'Select'} address ${path}`}
          disabled={entry.active || select.isPending}
          onClick={() => select.mutate({ chainName, address }, { onError: refused })}
        >
          {entry.active ? 'Selected' : 'Select'}
        </button>
        <button
          type="button"
          className="secondary icon danger-text"
          aria-label={`Delete address ${path}`}
          onClick={() => setConfirming(true)}
        >
          <TrashIcon />
        </button>
      </span>
      {confirming && (
        <ConfirmModal
          title="Delete this address?"
          cancelLabel="Keep it"
          confirmLabel="Delete address"
          danger
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate({ chainName, address }, { onSettled: () => setConfirming(false), onError: refused })
          }
        >
          <p className="mono address-text">{address}</p>
          <p>
            It leaves this list only. Funds on it stay on the chain, and the same path ({path}) brings it
            back.
          </p>
        </ConfirmModal>
      )}
    </li>
  );
}
