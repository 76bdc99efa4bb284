import { Fragment } from 'react';
import type { CallOutput } from '../../../shared/contract';
import type { StakingAction } from '../../../shared/contract/txKinds';
import type { CoinPrice } from '../../hooks/useCoinPrice';
import { fiatOf } from '../../wallet/fiatOf';
import { ACTION_WORDS } from './stakeWords';
import { Amount } from '../amounts/Amount';
import { usePrivacy } from '../../hooks/usePrivacy';

type Quote = CallOutput<'staking.quote'>;

/** Exactly what will be signed; the signer refuses anything costing more than this fee. */
export function StakingReview({
  action,
  quote,
  targetName,
  votes,
  chainDisplayName,
  price,
  loading,
  quoteError,
  busy,
  error,
  onBack,
  onConfirm,
}: {
  action: StakingAction;
  quote: Quote | undefined;
  /** the validator's name, where known */
  targetName: string | null;
  /** a vote: each validator's name (or address) and its votes, replacing every earlier vote */
  votes?: { name: string; count: number }[] | undefined;
  chainDisplayName: string;
  price: CoinPrice;
  loading: boolean;
  quoteError: string | null;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const words = ACTION_WORDS[action];
  const privacy = usePrivacy();
  const fiatAmount = quote && !privacy ? fiatOf(quote.amount, price) : null;
  return (
    <section className="card send-review" aria-labelledby="staking-review-title">
      <h2 id="staking-review-title">{words.title}</h2>
      {loading && (
        <p className="hint" role="status">
          Working out the fee…
        </p>
      )}
      {quoteError && (
        <p className="error-text" role="alert">
          {quoteError}
        </p>
      )}
      {quote && (
        <dl className="details">
          <dt>Network</dt>
          <dd>{chainDisplayName}</dd>
          <dt>Amount</dt>
          <dd data-testid="staking-review-amount">
            <Amount value={quote.amount} symbol={quote.symbol} full privacy={privacy} />
            {fiatAmount && <span className="hint"> (≈ {fiatAmount})</span>}
          </dd>
          {votes ? (
            <>
              <dt>Votes</dt>
              <dd data-testid="staking-review-votes">
                <ul className="plain-list">
                  {votes.map((v) => (
                    <li key={v.name}>
                      {v.name}: {v.count}
                    </li>
                  ))}
                </ul>
                <span className="hint">These replace all earlier votes.</span>
              </dd>
            </>
          ) : (
            <>
              <dt>{action === 'stake' ? (targetName ? 'Validator' : 'For') : 'Stake'}</dt>
              <dd>
                {targetName && <strong className="review-name">{targetName}</strong>}
                <span className="mono break">{quote.target}</span>
              </dd>
            </>
          )}
          <dt>Network fee</dt>
          <dd data-testid="staking-review-fee">
            <Amount value={quote.fee} symbol={quote.feeSymbol} full privacy={privacy} />
            {quote.fiatFee !== undefined && !privacy && <span className="hint"> ≈ {quote.fiatFee}</span>}
          </dd>
          {quote.costs.map((row) => (
            <Fragment key={`${row.kind}:${row.label}`}>
              <dt>{row.label}</dt>
              <dd data-testid={`staking-review-cost-${row.kind}`}>
                {row.kind === 'usage' ? (
                  row.text
                ) : (
                  <>
                    <Amount value={row.amount} symbol={quote.feeSymbol} full privacy={privacy} />
                    {row.note !== undefined && <span className="hint">{` ${row.note}`}</span>}
                  </>
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="button" onClick={onConfirm} disabled={busy || !quote}>
          {busy ? 'Signing…' : words.confirm}
        </button>
      </div>
    </section>
  );
}
