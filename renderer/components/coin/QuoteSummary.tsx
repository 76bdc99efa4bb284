import type { QuoteView } from '../../../shared/contract/transfers';
import { QuoteCosts } from './QuoteCosts';

/** What the quote says: amount, fee, total, the fee options' prices, and why the amount changed. */
export function QuoteSummary({ quote, symbol }: { quote: QuoteView; symbol: string }) {
  return (
    <div className="quote" aria-label="Quote">
      <dl className="details">
        <dt>Amount</dt>
        <dd>
          {quote.amount} {symbol}
        </dd>
        <dt>Network fee</dt>
        <dd>
          {quote.fee} {quote.feeSymbol}
          {quote.fiatFee !== undefined && <span className="hint"> (≈ {quote.fiatFee})</span>}
        </dd>
        <QuoteCosts quote={quote} />
        <dt>Total</dt>
        <dd>
          <strong>
            {quote.total} {symbol}
          </strong>
          {quote.feeSymbol !== symbol && <span className="hint"> + fee in {quote.feeSymbol}</span>}
        </dd>
        {quote.feeOptions.length > 0 && (
          <>
            <dt>Fee rates</dt>
            <dd>{quote.feeOptions.map((o) => `${o.title}: ${o.price} ${o.unit}`).join(' · ')}</dd>
          </>
        )}
      </dl>
      {quote.isMax && (
        <p className="hint" role="note">
          Sending everything: the amount was reduced so amount + fee = balance.
        </p>
      )}
    </div>
  );
}
