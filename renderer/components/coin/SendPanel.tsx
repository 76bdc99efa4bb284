import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CallOutput } from '../../../shared/contract';
import type { QuoteView } from '../../../shared/contract/transfers';
import { useCoinPrice } from '../../hooks/useCoinPrice';
import { useDebounced } from '../../hooks/useDebounced';
import { useRecipient } from '../../hooks/useRecipient';
import { useSendQuote } from '../../hooks/useSendQuote';
import { useSendSubmit } from '../../hooks/useSendSubmit';
import { useSettings } from '../../hooks/useSettings';
import { useToast } from '../../state/toasts';
import { customFeeNote } from './customFeeNote';
import { QuoteSummary } from './QuoteSummary';
import { SendFields } from './SendFields';
import { SendReview } from './SendReview';
import {
  EMPTY_DRAFT,
  amountProblem,
  coinAmountOf,
  customFeeProblem,
  toSendForm,
  type SendDraft,
  type SendForm,
} from './sendForm';
import { rememberTxToast, sendingTitle } from './txToasts';
import { useQuoteRuleToast } from './useQuoteRuleToast';
import { usePaymentLinkInput } from './usePaymentLinkInput';
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
  const [draft, setDraft] = useState<SendDraft>(EMPTY_DRAFT);
  const [review, setReview] = useState<{ form: SendForm; quote: QuoteView; name: string | null } | null>(
    null,
  );
  const showFeeOptions = settings?.feesOptions ?? false;
  const spendable = useSpendable(overview, draft.selected);
  // BIP21 / EIP-681 links pasted into the recipient field or opened by the OS fill the draft.
  const paymentLink = usePaymentLinkInput(overview, draft, setDraft);
  const price = useCoinPrice(overview.symbol);
  const recipient = useRecipient(overview.coinId, overview.chainName, draft.to);
  const coinAmount = coinAmountOf(draft, price.price, overview.decimals);
  // Without the fee-options setting the choice is not shown, and Recommended applies.
  const form = useMemo(
    () =>
      toSendForm(
        overview.coinId,
        showFeeOptions ? draft : { ...draft, feeOption: 'Recommended' },
        recipient.address,
        coinAmount,
        spendable,
        overview.capabilities.memo,
      ),
    [
      overview.coinId,
      draft,
      showFeeOptions,
      recipient.address,
      coinAmount,
      spendable,
      overview.capabilities.memo,
    ],
  );
  const settled = useDebounced(form, QUOTE_DEBOUNCE_MS);
  const quote = useSendQuote(settled);
  const current = form !== null && settled === form && !quote.isPlaceholderData && !quote.isFetching;
  useQuoteRuleToast(settled === form ? settled : null, quote.error, quote.isFetching);
  const symbol = overview.symbol;
  // The fee unit and today's rates outlive the quote: choosing Custom empties the form (no rate
  // yet), and the field still has to say gwei or sat/vB and start from the Normal rate.
  const [rates, setRates] = useState<QuoteView['feeOptions']>([]);
  useEffect(() => {
    if (quote.data && quote.data.feeOptions.length > 0) setRates(quote.data.feeOptions);
  }, [quote.data]);
  // A recipient that takes deposits only with a memo or tag (an exchange's address): once main
  // says so, the field stays required for that recipient, also after the tag makes the quote pass.
  const [memoRequiredFor, setMemoRequiredFor] = useState<string | null>(null);
  useEffect(() => {
    if (settled && quote.error?.code === 'MEMO_REQUIRED') setMemoRequiredFor(settled.to);
  }, [settled, quote.error]);

  if (review)
    return (
      <SendReview
        form={review.form}
        quote={review.quote}
        name={review.name}
        price={price}
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
            {
              ...review.form,
              approvedFee: review.quote.fee,
              // main holds the preview it showed under this id and judges the send by it
              ...(review.quote.quoteId ? { quoteId: review.quote.quoteId } : {}),
            },
            {
              onSuccess: ({ hash }) => {
                rememberTxToast(
                  hash,
                  toast.show('progress', sendingTitle(review.quote.amount, symbol), undefined, {
                    keep: true,
                  }),
                );
                navigate('/home');
              },
            },
          );
        }}
      />
    );

  const currency = price.currency ?? 'USD';
  const problem = amountProblem(draft, price.price, overview.decimals, currency) ?? customFeeProblem(draft);
  const feeRates =
    rates.length > 0
      ? { unit: rates[0]!.unit, normal: rates.find((r) => r.title === 'Normal')?.price ?? null }
      : null;
  const feeNote = showFeeOptions ? customFeeNote(draft, rates) : null;
  return (
    <section className="card send-panel" aria-labelledby="send-title">
      <h2 id="send-title">Send {symbol}</h2>
      <SendFields
        overview={overview}
        draft={draft}
        spendable={spendable}
        showFeeOptions={showFeeOptions}
        recipient={recipient}
        price={price}
        feeRates={feeRates}
        memoRequired={memoRequiredFor !== null && memoRequiredFor === form?.to}
        onChange={paymentLink.onChange}
      />
      {paymentLink.note && (
        <p
          className={paymentLink.note.kind === 'filled' ? 'hint' : 'error-text'}
          role={paymentLink.note.kind === 'filled' ? 'status' : 'alert'}
          data-testid="payment-link-note"
        >
          {paymentLink.note.text}
        </p>
      )}
      {problem && <p className="error-text">{problem}</p>}
      {feeNote && (
        <p className="warning-line" role="note">
          {feeNote}
        </p>
      )}
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
        onClick={() => form && quote.data && setReview({ form, quote: quote.data, name: recipient.name })}
      >
        Review
      </button>
    </section>
  );
}
