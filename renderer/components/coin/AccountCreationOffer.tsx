import { useCallMutation, useCallQuery } from '../../hooks/useCall';

/**
 * On the receive card of a key without an account (Hedera): have the product backend's operator
 * create it. Main uses the account only once the mirror node shows it is held by this key; the
 * card then shows its id in place of this offer. Renders nothing where nothing can be created.
 */
export function AccountCreationOffer({ coinId }: { coinId: string }) {
  const offer = useCallQuery('accounts.creationOffer', { coinId });
  const create = useCallMutation('accounts.create', ['coin.overview', 'coins.list']);
  const o = offer.data;
  if (!o) return null;
  if (!o.offered)
    return o.reason ? (
      <p className="hint" data-testid="account-creation">
        {o.reason}
      </p>
    ) : null;
  return (
    <div className="account-creation" data-testid="account-creation">
      <button
        type="button"
        className="small"
        disabled={create.isPending}
        onClick={() => create.mutate({ coinId })}
      >
        {create.isPending ? 'Creating the account…' : 'Create account'}
      </button>
      <p className="hint">
        Paid by the operator account {o.operator}; only this key&apos;s public key is sent.
      </p>
      {create.error && (
        <p className="error-text" role="alert">
          {create.error.message}
        </p>
      )}
    </div>
  );
}
