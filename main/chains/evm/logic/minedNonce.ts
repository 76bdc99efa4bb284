import { getAddress } from 'ethers';
import type { EvmCtx } from '../ctx';
import { nodeOf } from '../network';

/** How many of the account's transactions are mined: every nonce below it is used. */
export async function minedNonce(ctx: EvmCtx, p: { chain: string; address: string }): Promise<number> {
  const rpc = nodeOf(ctx, p.chain);
  return Number(BigInt(await rpc.call<string>('eth_getTransactionCount', [getAddress(p.address), 'latest'])));
}
