import type { QuoteView } from '../../../shared/contract/transfers';
import { QuoteCosts } from './QuoteCosts';
import { Amount } from '../amounts/Amount';
import { usePrivacy } from '../../hooks/usePrivacy';

/** What the quote says: amount, fee, total, the fee options' prices, and why the amount changed. */
export function QuoteSummary({ quote, symbol }: { quote: QuoteView; symbol: string }) {
  const privacy = usePrivacy();
  return (
    <div className="quote" aria-label="Quote">
      <dl className="details">
        <dt>Amount</dt>
        <dd>
          <Amount value={quote.amount} symbol={symbol} full privacy={privacy} />
        </dd>
        <dt>Network fee</dt>
        <dd>
          <Amount value={quote.fee} symbol={quote.feeSymbol} full privacy={privacy} />
          {quote.fiatFee !== undefined && !privacy && <span className="hint"> (≈ {quote.fiatFee})</span>}
        </dd>
        <QuoteCosts quote={quote} privacy={privacy} />
        <dt>Total</dt>
        <dd>
          <strong>
            <Amount value={quote.total} symbol={symbol} full privacy={privacy} />
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
