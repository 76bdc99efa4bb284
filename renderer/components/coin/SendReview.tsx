import type { QuoteView } from '../../../shared/contract/transfers';
import { QuoteCosts } from './QuoteCosts';
import type { CoinPrice } from '../../hooks/useCoinPrice';
import { fiatOf } from '../../wallet/fiatOf';
import type { SendForm } from './sendForm';
import { Amount } from '../amounts/Amount';
import { usePrivacy } from '../../hooks/usePrivacy';
import { RecipientChecks, useRecipientChecks } from '../recipients/RecipientChecks';
import { PreviewCard } from '../preview/PreviewCard';

interface SendReviewProps {
  form: SendForm;
  quote: QuoteView;
  /** the name the user typed, shown beside the address it resolved to */
  name: string | null;
  price: CoinPrice;
  symbol: string;
  chainDisplayName: string;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onSend: () => void;
}

/** Exactly what will be signed; the signer refuses anything costing more than this fee. */
export function SendReview({
  form,
  quote,
  name,
  price,
  symbol,
  chainDisplayName,
  busy,
  error,
  onBack,
  onSend,
}: SendReviewProps) {
  const privacy = usePrivacy();
  const checks = useRecipientChecks(form.coinId, form.to);
  const fiatAmount = privacy ? null : fiatOf(quote.amount, price);
  // the fee's value in the user's locale where the fee is paid in this coin; main's figure otherwise
  const fiatFee = privacy ? undefined : quote.feeSymbol === symbol ? fiatOf(quote.fee, price) : quote.fiatFee;
  // a level's name means something only where the family offers more than one level
  const rate =
    form.feeOption === 'Custom'
      ? `Custom, ${form.customFee} ${quote.feeOptions[0]?.unit ?? ''}`.trim()
      : quote.feeOptions.length > 1
        ? form.feeOption
        : null;
  // issue 32: a simulation that does not do what the user asked blocks the send (the card says how)
  const mismatch = quote.preview?.status === 'ok' && quote.preview.mismatch !== null;
  return (
    <section className="card send-review" aria-labelledby="review-title">
      <h2 id="review-title">Review</h2>
      <dl className="details">
        <dt>Network</dt>
        <dd>{chainDisplayName}</dd>
        <dt>To</dt>
        <dd>
          {name && <strong className="review-name">{name}</strong>}
          <span className="mono break" data-testid="review-to">
            {form.to}
          </span>
        </dd>
        {form.memo && (
          <>
            <dt>{form.memo.kind === 'tag' ? 'Destination tag' : 'Memo'}</dt>
            <dd className="mono break" data-testid="review-memo">
              {form.memo.value}
            </dd>
          </>
        )}
        <dt>Amount</dt>
        <dd data-testid="review-amount">
          <Amount value={quote.amount} symbol={symbol} full privacy={privacy} />
          {fiatAmount && <span className="hint"> (≈ {fiatAmount})</span>}
        </dd>
        <dt>Network fee</dt>
        <dd>
          <Amount value={quote.fee} symbol={quote.feeSymbol} full privacy={privacy} />
          {rate && ` (${rate})`}
          {fiatFee && <span className="hint"> ≈ {fiatFee}</span>}
        </dd>
        <QuoteCosts quote={quote} privacy={privacy} />
        <dt>Total</dt>
        <dd>
          <strong>
            <Amount value={quote.total} symbol={symbol} full privacy={privacy} />
          </strong>
        </dd>
        {form.selectedUtxos && (
          <>
            <dt>Coins spent</dt>
            <dd>{form.selectedUtxos.length} chosen by hand</dd>
          </>
        )}
      </dl>
      <PreviewCard preview={quote.preview} privacy={privacy} />
      <RecipientChecks checks={checks} />
      {quote.isMax && <p className="hint">The amount was reduced so amount + fee = balance.</p>}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="button" onClick={onSend} disabled={busy || !checks.ready || mismatch}>
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
    </section>
  );
}
