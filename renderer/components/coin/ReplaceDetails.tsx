import type { CallOutput } from '../../../shared/contract';
import { Amount } from '../amounts/Amount';
import { usePrivacy } from '../../hooks/usePrivacy';

type ReplaceQuote = CallOutput<'tx.replaceQuote'>;

/**
 * What a speed-up or cancel does and costs, as main rebuilt it from the wallet's own signed
 * copy: the fee shown here is the one the user approves and the signer holds it to.
 */
export function ReplaceDetails({ quote }: { quote: ReplaceQuote }) {
  const cancel = quote.kind === 'cancel';
  const privacy = usePrivacy();
  return (
    <dl className="details" aria-label={cancel ? 'Cancel details' : 'Speed-up details'}>
      <dt>{cancel ? 'Pays back to' : 'Recipient'}</dt>
      <dd className="mono clip">{quote.to}</dd>
      <dt>{cancel ? 'Returned' : 'Amount'}</dt>
      <dd>
        <Amount value={quote.amount} symbol={quote.symbol} full privacy={privacy} />
      </dd>
      <dt>New network fee</dt>
      <dd>
        <Amount value={quote.fee} symbol={quote.feeSymbol} full privacy={privacy} />
        {quote.fiatFee !== undefined && !privacy && <span className="hint"> (≈ {quote.fiatFee})</span>}
      </dd>
    </dl>
  );
}
