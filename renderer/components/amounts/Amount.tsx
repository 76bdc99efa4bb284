import { formatAmount, isShortened } from '../../format/formatAmount';
import { usePrivacy } from '../../hooks/usePrivacy';

/** What privacy mode shows in place of any number. */
export const HIDDEN = '•••';
export const HIDDEN_TITLE = 'Hidden (privacy mode)';

interface AmountProps {
  /** a decimal string as main sent it */
  value: string;
  symbol?: string | undefined;
  /** every decimal (detail and review screens); lists leave it out */
  full?: boolean;
  /** "+" before a positive amount and a true minus before a negative one (history) */
  signed?: boolean;
  className?: string;
  /** forced privacy, for screens that know it already; the current wallet's otherwise */
  privacy?: boolean;
  testId?: string;
}

/** The amount text alone: "10,000.1234 ETH", "+1.5 ETH", "−0.25 LTC". */
export function amountText(value: string, symbol: string | undefined, full: boolean, signed = false): string {
  const negative = value.trim().startsWith('-');
  const abs = negative ? value.trim().slice(1) : value;
  // a zero moved nothing: no sign ("0 ETH" for a contract call, not "+0 ETH")
  const sign = !signed || !/[1-9]/.test(abs) ? '' : negative ? '−' : '+';
  const number = signed ? `${sign}${formatAmount(abs, { full })}` : formatAmount(value, { full });
  return symbol ? `${number} ${symbol}` : number;
}

/**
 * A crypto amount in the user's locale, shortened on lists with the whole amount in its tooltip,
 * and "•••" while the wallet is in privacy mode.
 */
export function Amount({
  value,
  symbol,
  full = false,
  signed = false,
  className,
  privacy,
  testId,
}: AmountProps) {
  const walletPrivacy = usePrivacy();
  const hidden = privacy ?? walletPrivacy;
  if (hidden)
    return (
      <span
        className={className ? `${className} hidden-amount` : 'hidden-amount'}
        title={HIDDEN_TITLE}
        data-testid={testId}
      >
        {symbol ? `${HIDDEN} ${symbol}` : HIDDEN}
      </span>
    );
  const shortened = !full && isShortened(value.replace(/^-/, ''));
  return (
    <span
      className={className}
      data-testid={testId}
      title={shortened ? amountText(value, symbol, true, signed) : undefined}
    >
      {amountText(value, symbol, full, signed)}
    </span>
  );
}
