import type { TrustAction } from '../../../shared/contract/txKinds';
import { useTrustQuote, useTrustSubmit } from '../../hooks/useTrustline';
import { useRuleToast } from './useRuleToast';

/**
 * After a token is added (or before one is removed) on a chain with trustlines: offers to open
 * the trustline, with the reserve it locks, or to close it, with the reserve it frees. Renders
 * nothing where the family has no trustlines or there is nothing to do.
 */
export function TrustlineOffer({
  coinId,
  action,
  onDone,
}: {
  coinId: string;
  action: TrustAction;
  onDone?: () => void;
}) {
  const quote = useTrustQuote(coinId, action);
  const submit = useTrustSubmit();
  const refused = useRuleToast();
  const q = quote.data;
  if (!q?.supported) return null;
  if (action === 'trust' ? q.exists : !q.exists) return null;
  const verb = action === 'trust' ? 'Open' : 'Remove';
  return (
    <div
      className="trustline-offer hint"
      role="group"
      aria-label={`${q.symbol} trustline`}
      data-testid="trustline-offer"
    >
      {q.possible ? (
        <>
          <p>
            {action === 'trust'
              ? `${q.symbol} needs a trustline before this account can receive it. It locks ${q.reserve} ${q.feeSymbol} as reserve (not spendable while it is open); fee ${q.fee} ${q.feeSymbol}.`
              : `Remove the ${q.symbol} trustline too? It frees ${q.reserve} ${q.feeSymbol} of reserve; fee ${q.fee} ${q.feeSymbol}.`}
          </p>
          <button
            type="button"
            className="small"
            disabled={submit.isPending}
            onClick={() =>
              submit.mutate(
                { coinId, action, approvedFee: q.fee ?? '0' },
                {
                  // the app's own toasts follow the transaction (submitted, then confirmed)
                  onSuccess: () => onDone?.(),
                  onError: refused,
                },
              )
            }
          >
            {submit.isPending ? 'Sending…' : `${verb} ${q.symbol} trustline`}
          </button>
        </>
      ) : (
        <p className="error-text">{q.reason}</p>
      )}
    </div>
  );
}
