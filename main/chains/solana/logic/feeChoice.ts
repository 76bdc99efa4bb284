import { parseUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import type { FeeOptionTitle } from '../../family';
import type { PriorityFees } from './fees';

/** Fee prices are shown in micro-lamports per compute unit, whole numbers. */
export const FEE_UNIT = 'µlamports/CU';

/** The unit price of the user's choice: an option, or their own whole number of micro-lamports. */
export function unitPriceOf(fees: PriorityFees, option: FeeOptionTitle, custom?: string): bigint {
  if (custom === undefined) return option === 'Normal' ? fees.normal : fees.recommended;
  try {
    return parseUnits(custom, 0);
  } catch {
    throw new AppError('BAD_INPUT', 'Enter a whole number of micro-lamports per compute unit');
  }
}

export const feeOptionsOf = (fees: PriorityFees) => [
  { title: 'Recommended' as const, price: fees.recommended },
  { title: 'Normal' as const, price: fees.normal },
];
