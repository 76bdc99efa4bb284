import { useState } from 'react';
import { useEnableAddresses, useDisableAddresses } from '../../hooks/useAddressesMutations';
import { useRuleToast } from '../home/useRuleToast';
import { ConfirmModal } from '../ConfirmModal';
import { AddMoreButton } from './AddMoreButton';

interface AddressSetActionsProps {
  chainName: string;
  /** the chain's set is one of the EVM, Tron and Solana sets that the wallet-wide switches touch */
  inEvmSets: boolean;
  isEVMAddressesAdded: boolean;
}

/** The wallet-wide switches (EVM, Tron and Solana sets) beside this chain's 'Add 50 more'. */
export function AddressSetActions({ chainName, inEvmSets, isEVMAddressesAdded }: AddressSetActionsProps) {
  const enable = useEnableAddresses();
  const disable = useDisableAddresses();
  const refused = useRuleToast();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="address-set-actions row spread">
      <div className="row">
        {inEvmSets && !isEVMAddressesAdded && (
          <button
            type="button"
            disabled={enable.isPending}
            onClick={() => enable.mutate({}, { onError: refused })}
          >
            {enable.isPending ? 'Adding…' : 'Add EVM, Tron and Solana addresses'}
          </button>
        )}
        <AddMoreButton chainName={chainName} primary={!inEvmSets || isEVMAddressesAdded} />
      </div>
      {inEvmSets && isEVMAddressesAdded && (
        <button type="button" className="secondary danger-text" onClick={() => setConfirming(true)}>
          Remove extra EVM, Tron and Solana addresses
        </button>
      )}
      {confirming && (
        <ConfirmModal
          title="Remove the extra addresses?"
          cancelLabel="Keep them"
          confirmLabel="Remove addresses"
          danger
          busy={disable.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => disable.mutate({}, { onSettled: () => setConfirming(false), onError: refused })}
        >
          <p>
            On every EVM network, Tron and Solana, only the first address and your custom paths stay. Funds on
            the removed addresses stay on the chain; Add 50 more brings the addresses back.
          </p>
        </ConfirmModal>
      )}
    </div>
  );
}
