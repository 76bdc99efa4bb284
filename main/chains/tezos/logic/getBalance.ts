import type { TezosCtx } from '../ctx';
import { rpcOf } from '../network';

/** The account's spendable balance in mutez (the RPC's contracts/{pkh}/balance). */
export async function getBalance(ctx: TezosCtx, address: string): Promise<bigint> {
  return rpcOf(ctx).balance(address);
}
