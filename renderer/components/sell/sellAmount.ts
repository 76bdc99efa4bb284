import { parseUnits } from '../../../shared/amount';
import { AMOUNT_PATTERN } from '../../../shared/contract/transfers';
import { amountFromFiat } from '../../../shared/fiat';

export type SellUnit = 'coin' | 'fiat';

/**
 * The coin amount to quote for what the user typed: as is in coin, converted at the coin's
 * price in fiat (rounded down, so the fiat sum is never exceeded). `problem` says why there is
 * nothing to quote yet; both null while the field is empty.
 */
export function sellAmountOf(
  typed: string,
  unit: SellUnit,
  decimals: number,
  price: string | null | undefined,
): { amount: string | null; problem: string | null } {
  const t = typed.trim();
  if (t === '') return { amount: null, problem: null };
  if (!AMOUNT_PATTERN.test(t)) return { amount: null, problem: 'Enter an amount like 0.5' };
  let amount = t;
  if (unit === 'fiat') {
    if (!price)
      return { amount: null, problem: 'No price is known for this coin: enter the amount in the coin' };
    amount = amountFromFiat(t, price, decimals);
  }
  let units: bigint;
  try {
    units = parseUnits(amount, decimals);
  } catch {
    return { amount: null, problem: `At most ${decimals} decimals` };
  }
  if (units === 0n) return { amount: null, problem: 'Enter an amount above zero' };
  return { amount, problem: null };
}
