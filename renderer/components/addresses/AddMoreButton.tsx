import { useState } from 'react';
import { DERIVED_BATCH } from '../../../shared/wallets/derived/derivedRules';
import { useAddMoreAddresses } from '../../hooks/useAddressesMutations';
import { useToast } from '../../state/toasts';

/** 'Add 50 more': a progress line while the signer derives the batch, then how many were added. */
export function AddMoreButton({ chainName, primary }: { chainName: string; primary: boolean }) {
  const addMore = useAddMoreAddresses();
  const toast = useToast();
  const [result, setResult] = useState<string | null>(null);

  const run = () => {
    setResult(null);
    const id = toast.show('progress', `Adding ${DERIVED_BATCH} addresses…`);
    addMore.mutate(
      { chainName },
      {
        onSuccess: ({ added }) => {
          const text = `Added ${added} address${added === 1 ? '' : 'es'}`;
          setResult(text);
          toast.update(id, 'success', text);
        },
        onError: (e) => toast.update(id, 'error', e.message),
      },
    );
  };

  return (
    <div className="row">
      <button
        type="button"
        className={primary ? undefined : 'secondary'}
        onClick={run}
        disabled={addMore.isPending}
        aria-busy={addMore.isPending}
      >
        {addMore.isPending && <span className="inline-spinner" aria-hidden="true" />}
        {addMore.isPending ? `Adding ${DERIVED_BATCH} addresses…` : `Add ${DERIVED_BATCH} more`}
      </button>
      {result && (
        <span className="hint" role="status">
          {result}.
        </span>
      )}
    </div>
  );
}
