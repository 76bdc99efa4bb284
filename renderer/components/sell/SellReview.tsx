import type { CallOutput } from '../../../shared/contract';
import type { SendForm } from '../coin/sendForm';
import { SendReview } from '../coin/SendReview';
import { formatFiat } from '../../format/formatFiat';
import { useSendQuote } from '../../hooks/useSendQuote';
import type { CoinPrice } from '../../hooks/useCoinPrice';
import { shortAddress } from '../../wallet/shortAddress';

type Details = Extract<CallOutput<'sell.paymentDetails'>, { ready: true }>;

interface SellReviewProps {
  details: Details;
  symbol: string;
  chainDisplayName: string;
  price: CoinPrice;
  privacy: boolean;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  /** the fee the review showed: the signer refuses a deposit costing more */
  onSend: (approvedFee: string) => void;
}

/** The deposit's send form, exactly the checked payment details (spec transferDetails). */
export function depositForm(coinId: string, d: Details['transferDetails']): SendForm {
  return {
    coinId,
    to: d.depositAddress,
    amount: d.depositAmount,
    sendAll: false,
    feeOption: 'Recommended',
    ...(d.memo ? { memo: d.memo } : {}),
  };
}

/**
 * The sale in one sentence, then the deposit reviewed the way a send is: network, deposit
 * address, memo, amount, the fee the user approves and the total.
 */
export function SellReview(p: SellReviewProps) {
  const { transferDetails, requestDetails } = p.details;
  const form = depositForm(requestDetails.selectedFromAsset, transferDetails);
  const quote = useSendQuote(form);
  const who = requestDetails.providerDisplayName;
  const receive = p.privacy ? '•••' : formatFiat(p.details.fiatAmount, p.details.fiatCurrency);
  return (
    <>
      <p className="card sell-summary" data-testid="sell-summary">
        Sell {transferDetails.depositAmount} {p.symbol} via {who}: deposit to {who}&apos;s address{' '}
        <span className="mono">{shortAddress(transferDetails.depositAddress)}</span>, you receive ≈ {receive}.
      </p>
      {quote.error && (
        <p className="error-text" role="alert">
          {quote.error.message}
        </p>
      )}
      {!quote.data && !quote.error && <p aria-busy="true">Working out the network fee…</p>}
      {quote.data && (
        <SendReview
          form={form}
          quote={quote.data}
          name={null}
          price={p.price}
          symbol={p.symbol}
          chainDisplayName={p.chainDisplayName}
          busy={p.busy}
          error={p.error}
          onBack={p.onBack}
          onSend={() => p.onSend(quote.data!.fee)}
        />
      )}
    </>
  );
}
