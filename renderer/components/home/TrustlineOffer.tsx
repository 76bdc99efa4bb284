import type { TrustAction } from '../../../shared/contract/txKinds';
import { useTrustQuote, useTrustSubmit } from '../../hooks/useTrustline';
import { useRuleToast } from './useRuleToast';

/**
 * After a token is added (or before one is removed) on a chain with trustlines: offers to open
 * the trustline, with the reserve it locks, or to close it, with the reserve it frees; a token
 * association (no reserve) is offered with its fee. Renders
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
  // a token opt-in that locks no reserve (a Hedera token association) is not a trustline to
  // the user: it says what it is and what it costs, and that nothing is held back
  const association = q.reserve !== undefined && Number(q.reserve) === 0;
  const verb = action === 'trust' ? 'Open' : 'Remove';
  const button = association ? `Associate ${q.symbol}` : `${verb} ${q.symbol} trustline`;
  return (
    <div
      className="trustline-offer hint"
      role="group"
      aria-label={association ? `${q.symbol} association` : `${q.symbol} trustline`}
      data-testid="trustline-offer"
    >
      {q.possible ? (
        <>
          <p>
            {association
              ? `${q.symbol} must be associated with this account before it can receive it. The association costs a fee of ${q.fee} ${q.feeSymbol}; nothing is held in reserve.`
              : action === 'trust'
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
            {submit.isPending ? 'Sending…' : button}
          </button>
        </>
      ) : (
        <p className="error-text">{q.reason}</p>
      )}
    </div>
  );
}
