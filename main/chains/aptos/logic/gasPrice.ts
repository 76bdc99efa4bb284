import { AppError } from '../../../../shared/errors';
import type { FeeOptionTitle } from '../../family';
import type { AptosCtx } from '../ctx';
import { withNode } from '../network';

export interface GasPrices {
  /** octas per gas unit, per option: Recommended the node's prioritized estimate, Normal its estimate */
  options: { title: FeeOptionTitle; price: bigint }[];
}

/** GET /estimate_gas_price; a node that estimates 0 gives no usable price (spec §8 'Fee data not available'). */
export async function gasPrices(ctx: AptosCtx): Promise<GasPrices> {
  const g = await withNode(ctx, (api) => api.gasPrice());
  if (g.gas_estimate <= 0n) throw new AppError('NETWORK', 'Fee data not available');
  const prioritized = g.prioritized_gas_estimate ?? g.gas_estimate;
  return {
    options: [
      { title: 'Recommended', price: prioritized > g.gas_estimate ? prioritized : g.gas_estimate },
      { title: 'Normal', price: g.gas_estimate },
    ],
  };
}

/** The user's own gas unit price: whole octas per gas unit, at least 1. */
export function customGasPrice(text: string): bigint {
  if (!/^\d{1,12}$/.test(text.trim()) || BigInt(text.trim()) < 1n)
    throw new AppError('BAD_INPUT', 'A gas unit price is a whole number of octas, at least 1');
  return BigInt(text.trim());
}
