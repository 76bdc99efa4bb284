import { formatFiat } from '../../../shared/fiat';

/** A coin's fiat value under its balance: hidden in privacy mode, '—' with no price. */
export function FiatText({
  value,
  currency,
  privacy,
}: {
  value: string | null | undefined;
  currency: string | undefined;
  privacy: boolean;
}) {
  if (privacy || value === undefined) return null;
  if (value === null || currency === undefined)
    return (
      <small className="coin-fiat" title="No price available">
        —
      </small>
    );
  return <small className="coin-fiat">{formatFiat(value, currency)}</small>;
}
