import { fiatDecimalsOf, fiatValue } from '../../shared/fiat';
import { formatFiat } from '../format/formatFiat';

/**
 * A balance's value as the screens print it: "$1,234.50"; null when there is no price or
 * no balance; undefined while the price is still loading.
 */
export function fiatOf(
  balance: string | null,
  p: { price: string | null | undefined; currency: string | undefined },
): string | null | undefined {
  if (p.price === undefined) return undefined;
  if (balance === null || p.price === null || p.currency === undefined) return null;
  return formatFiat(fiatValue(balance, p.price, fiatDecimalsOf(p.currency)), p.currency);
}
