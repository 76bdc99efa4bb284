import type { AptosCtx } from '../ctx';
import { withNode } from '../network';

/** The address's APT in octas (the view function 0x1::coin::balance, coin store and fungible store alike). */
export const getBalance = (ctx: AptosCtx, address: string): Promise<bigint> =>
  withNode(ctx, (api) => api.balance(address));
