import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CallOutput } from '../../../shared/contract';
import type { QuoteView } from '../../../shared/contract/transfers';
import { useDebounced } from '../../hooks/useDebounced';
import { useSendQuote } from '../../hooks/useSendQuote';
import { useSendSubmit } from '../../hooks/useSendSubmit';
import { useSettings } from '../../hooks/useSettings';
import { useToast } from '../../state/toasts';
import { QuoteSummary } from './QuoteSummary';
import { SendFields } from './SendFields';
import { SendReview } from './SendReview';
import { amountProblem, toSendForm, type SendDraft, type SendForm } from './sendForm';
import { rememberTxToast, sendingTitle } from './txToasts';
import { useSpendable } from './useSpendable';

/** Main quotes a form this long after the last change. */
export const QUOTE_DEBOUNCE_MS = 400;

type Overview = CallOutput<'coin.overview'>;

/** Recipient, amount and fee → a quote from main → review → send (spec §4). */
export function SendPanel({ overview, chainDisplayName }: { overview: Overview; chainDisplayName: string }) {
  const { data: settings } = useSettings();
  const navigate = useNavigate();
  const toast = useToast();
  const submit = useSendSubmit();
  const [draft, setDraft] = useState<SendDraft>({
    to: '',
    amount: '',
    sendAll: false,
    feeOption: 'Recommended',
    selected: null,
  });
  const [review, setReview] = useState<{ form: SendForm; quote: QuoteView } | null>(null);
  const showFeeOptions = settings?.feesOptions ?? false;
  const spendable = useSpendable(overview, draft.selected);
  // Without the fee-options setting the choice is not shown, and Recommended applies.
  const form = useMemo(
    () =>
      toSendForm(overview.coinId, showFeeOptions ? draft : { ...draft, feeOption: 'Recommended' }, spendable),
    [overview.coinId, draft, showFeeOptions, spendable],
  );
  const settled = useDebounced(form, QUOTE_DEBOUNCE_MS);
  const quote = useSendQuote(settled);
  const current = form !== null && settled === form && !quote.isPlaceholderData && !quote.isFetching;
  const symbol = overview.symbol;

  if (review)
    return (
      <SendReview
        form={review.form}
        quote={review.quote}
        symbol={symbol}
        chainDisplayName={chainDisplayName}
        busy={submit.isPending}
        error={submit.error?.message ?? null}
        onBack={() => {
          submit.reset();
          setReview(null);
        }}
        onSend={() => {
          if (submit.isPending) return;
          submit.mutate(
            { ...review.form, approvedFee: review.quote.fee },
            {
              onSuccess: ({ hash }) => {
                rememberTxToast(hash, toast.show('progress', sendingTitle(review.quote.amount, symbol)));
                navigate('/home');
              },
            },
          );
        }}
      />
    );

  const problem = amountProblem(draft.amount);
  return (
    <section className="card send-panel" aria-labelledby="send-title">
      <h2 id="send-title">Send {symbol}</h2>
      <SendFields
        overview={overview}
        draft={draft}
        spendable={spendable}
        showFeeOptions={showFeeOptions}
        onChange={setDraft}
      />
      {problem && <p className="error-text">{problem}</p>}
      {form && quote.error && settled === form && !quote.isFetching && (
        <p className="error-text" role="alert">
          {quote.error.message}
        </p>
      )}
      {form && quote.data && !quote.error && (
        <div className={current ? '' : 'stale'} aria-busy={!current}>
          <QuoteSummary quote={quote.data} symbol={symbol} />
        </div>
      )}
      {form && !current && !quote.error && <p className="hint">Getting a quote…</p>}
      <button
        type="button"
        disabled={!current || !quote.data || !!quote.error}
        onClick={() => form && quote.data && setReview({ form, quote: quote.data })}
      >
        Review
      </button>
    </section>
  );
}
