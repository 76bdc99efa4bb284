import { Fragment } from 'react';
import type { QuoteView } from '../../../shared/contract/transfers';
import { Amount } from '../amounts/Amount';

/**
 * The rows a quote carries besides the fee, for the quote and the review alike, as the family
 * labelled them: a fee limit reads "up to" (the chain charges after the fact), usage rows are
 * words, every other row an amount in the fee's coin with the family's note beside it.
 */
export function QuoteCosts({ quote, privacy = false }: { quote: QuoteView; privacy?: boolean }) {
  return (
    <>
      {quote.costs.map((row) => (
        <Fragment key={`${row.kind}:${row.label}`}>
          <dt>{row.label}</dt>
          {row.kind === 'usage' ? (
            <dd>{row.text}</dd>
          ) : (
            <dd>
              {row.kind === 'maxFee' && 'up to '}
              <Amount value={row.amount} symbol={quote.feeSymbol} full privacy={privacy} />
              {row.note !== undefined && <span className="hint">{` ${row.note}`}</span>}
            </dd>
          )}
        </Fragment>
      ))}
    </>
  );
}
