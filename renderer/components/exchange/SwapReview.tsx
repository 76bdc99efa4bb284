import type { ExchangeProviderQuote } from '../../../shared/contract/exchange';
import { PreviewCard } from '../preview/PreviewCard';
import { formatCountdown, useCountdown } from './useCountdown';

/**
 * What the deposit does before it is signed: the amount to the provider's inbound address
 * (and router), the memo as sent and in words, where the swap pays out, the least it pays,
 * the network fee and how long the quote holds, and the deposit as the user's node simulated
 * it (issue 32). An expired quote, or one whose simulation differs from it, cannot be swapped.
 */
export function SwapReview(props: {
  quote: ExchangeProviderQuote;
  note: string | null;
  error: string | null;
  busy: boolean;
  onBack: () => void;
  onSwap: () => void;
}) {
  const q = props.quote;
  const left = useCountdown(q.expiry);
  // main refuses it too; the button says so first
  const mismatch = q.preview?.status === 'ok' && q.preview.mismatch !== null;
  return (
    <section className="card exchange-review" role="region" aria-label="Review">
      <h2>Review the swap</h2>
      {props.note && (
        <p className="notice" role="status">
          {props.note}
        </p>
      )}
      <dl>
        <dt>You sign</dt>
        <dd>
          <ol className="swap-steps" aria-label="What you sign">
            {q.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </dd>
        <dt>Provider</dt>
        <dd>{q.displayName}</dd>
        <dt>Deposit</dt>
        <dd>
          {q.amountIn} {q.fromSymbol}
        </dd>
        {q.depositAddress ? (
          <>
            <dt>Inbound address</dt>
            <dd className="mono">{q.depositAddress}</dd>
          </>
        ) : (
          // THORChain's own coin goes into the protocol with MsgDeposit: there is no address to show
          <>
            <dt>Deposited into</dt>
            <dd>{q.displayName} itself (no inbound address)</dd>
          </>
        )}
        {q.router && (
          <>
            <dt>Router</dt>
            <dd className="mono">{q.router}</dd>
          </>
        )}
        <dt>Memo</dt>
        <dd className="mono">{q.memo}</dd>
        <dt>Memo says</dt>
        <dd>{q.memoWords}</dd>
        <dt>Pays out to</dt>
        <dd className="mono" data-testid="swap-destination">
          {q.destinationName ? `${q.destinationName} → ${q.destination}` : q.destination}
        </dd>
        <dt>You receive</dt>
        <dd>
          ≈ {q.expectedOut} {q.toSymbol}
        </dd>
        <dt>Minimum received</dt>
        <dd>
          {q.minOut} {q.toSymbol}
        </dd>
        <dt>Network fee</dt>
        <dd>
          {q.networkFee} {q.networkFeeSymbol}
        </dd>
        <dt>Quote expires in</dt>
        <dd data-testid="quote-expiry">{left > 0 ? formatCountdown(left) : 'expired'}</dd>
      </dl>
      <PreviewCard preview={q.preview} />
      {q.warning && <p className="muted">{q.warning}</p>}
      {props.error && (
        <p className="error" role="alert">
          {props.error}
        </p>
      )}
      <div className="actions">
        <button className="secondary" onClick={props.onBack}>
          Back
        </button>
        <button onClick={props.onSwap} disabled={props.busy || left === 0 || mismatch}>
          Swap
        </button>
      </div>
    </section>
  );
}
