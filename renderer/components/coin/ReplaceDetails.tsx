import type { CallOutput } from '../../../shared/contract';

type ReplaceQuote = CallOutput<'tx.replaceQuote'>;

/**
 * What a speed-up or cancel does and costs, as main rebuilt it from the wallet's own signed
 * copy: the fee shown here is the one the user approves and the signer holds it to.
 */
export function ReplaceDetails({ quote }: { quote: ReplaceQuote }) {
  const cancel = quote.kind === 'cancel';
  return (
    <dl className="details" aria-label={cancel ? 'Cancel details' : 'Speed-up details'}>
      <dt>{cancel ? 'Pays back to' : 'Recipient'}</dt>
      <dd className="mono clip">{quote.to}</dd>
      <dt>{cancel ? 'Returned' : 'Amount'}</dt>
      <dd>
        {quote.amount} {quote.symbol}
      </dd>
      <dt>New network fee</dt>
      <dd>
        {quote.fee} {quote.feeSymbol}
        {quote.fiatFee !== undefined && <span className="hint"> (≈ {quote.fiatFee})</span>}
      </dd>
    </dl>
  );
}
