import { formatFiat } from '../../format/formatFiat';
import { usePrivacy } from '../../hooks/usePrivacy';
import { HIDDEN, HIDDEN_TITLE } from './Amount';

/** A fiat sum in the local currency and the user's locale; "•••" in privacy mode. */
export function Fiat({
  value,
  currency,
  prefix = '',
  className,
  privacy,
  testId,
}: {
  value: string;
  currency: string;
  /** "≈ " where the sum is an estimate */
  prefix?: string;
  className?: string;
  privacy?: boolean;
  testId?: string;
}) {
  const walletPrivacy = usePrivacy();
  const hidden = privacy ?? walletPrivacy;
  return (
    <span className={className} data-testid={testId} title={hidden ? HIDDEN_TITLE : undefined}>
      {prefix}
      {hidden ? HIDDEN : formatFiat(value, currency)}
    </span>
  );
}
