import { useId, useState } from 'react';
import type { WalletSummary } from '../../../shared/contract/wallets';
import { useDeleteWallet } from '../../hooks/useDeleteWallet';
import type { IpcError } from '../../ipc/client';
import { Modal } from '../Modal';
import { SecretInput } from '../SecretInput';

interface DeleteWalletModalProps {
  wallet: WalletSummary;
  onClose: () => void;
  /** main's rule refusals (the selected or only wallet), shown the way the other row actions show them */
  onRefused: (e: Error) => void;
}

/**
 * "Delete this wallet?" with the password typed again: deleting erases the wallet's keys, and
 * the signer erases nothing without the password. A wrong password keeps the dialog open
 * with the signer's own words; a rule refusal closes it.
 */
export function DeleteWalletModal({ wallet, onClose, onRefused }: DeleteWalletModalProps) {
  const remove = useDeleteWallet();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (password === '' || remove.isPending) return;
    setError(null);
    remove.mutate(
      { index: wallet.index, password },
      {
        onSuccess: onClose,
        onError: (err: IpcError) => {
          setPassword('');
          if (err.code === 'RULE') {
            onClose();
            onRefused(err);
          } else setError(err.message);
        },
      },
    );
  };

  return (
    <Modal
      title={`Delete “${wallet.name}”?`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            Keep it
          </button>
          <button
            type="submit"
            form={formId}
            className="danger"
            disabled={password === '' || remove.isPending}
          >
            {remove.isPending ? 'Deleting…' : 'Delete wallet'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <p>
          The wallet and its keys are removed from this computer. Only its recovery phrase or private key can
          bring it back, with its funds.
        </p>
        <SecretInput
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          autoFocus
          hint="Type your password to confirm."
        />
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
