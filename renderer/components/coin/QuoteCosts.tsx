import type { QuoteView } from '../../../shared/contract/transfers';
import { Amount } from '../amounts/Amount';

/**
 * The rows of a quote that only some chains have, for the quote and the review alike: the most
 * a transaction can cost where the chain charges after the fact (Tron's fee limit), what the
 * account's own resources cover, and rent that opens the recipient's token account (Solana).
 */
export function QuoteCosts({ quote, privacy = false }: { quote: QuoteView; privacy?: boolean }) {
  const r = quote.resources;
  return (
    <>
      {quote.maxFee !== undefined && (
        <>
          <dt>Fee limit</dt>
          <dd>
            up to <Amount value={quote.maxFee} symbol={quote.feeSymbol} full privacy={privacy} />
            <span className="hint">
              {' '}
              {quote.maxFeeNote ?? 'the most it can cost; only what is used is charged'}
            </span>
          </dd>
        </>
      )}
      {r && (
        <>
          <dt>Resources</dt>
          <dd>
            Bandwidth {r.bandwidth.covered} of {r.bandwidth.used} bytes covered
            {r.energy.used !== '0' && ` · Energy ${r.energy.covered} of ${r.energy.used} covered`}
          </dd>
        </>
      )}
      {quote.rent !== undefined && (
        <>
          <dt>Account rent</dt>
          <dd>
            <Amount value={quote.rent} symbol={quote.feeSymbol} full privacy={privacy} />
            <span className="hint"> once, to open the recipient’s token account</span>
          </dd>
        </>
      )}
    </>
  );
}
