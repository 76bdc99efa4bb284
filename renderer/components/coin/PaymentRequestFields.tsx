import { useId } from 'react';
import { formatFiat } from '../../format/formatFiat';
import { CopyButton } from '../CopyButton';
import type { PaymentRequestState } from './usePaymentRequest';

/** The receive card's amount field and the payment link it makes, to copy. */
export function PaymentRequestFields({ symbol, request }: { symbol: string; request: PaymentRequestState }) {
  const id = useId();
  if (request.link === null) return null;
  return (
    <div className="payment-amount">
      <label htmlFor={`${id}-amount`}>Request an amount ({symbol}, optional)</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={request.amount}
        aria-invalid={request.problem !== null}
        onChange={(e) => request.setAmount(e.target.value)}
      />
      {request.problem && <small className="error-text">{request.problem}</small>}
      {request.fiat && (
        <small className="hint">≈ {formatFiat(request.fiat.value, request.fiat.currency)}</small>
      )}
      <div className="address-line">
        <span className="mono payment-link hint" data-testid="payment-link">
          {request.link}
        </span>
        <CopyButton text={request.link} label={`Copy ${symbol} payment link`} />
      </div>
    </div>
  );
}
