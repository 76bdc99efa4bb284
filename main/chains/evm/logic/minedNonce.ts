import { getAddress } from 'ethers';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { rpcFor } from '../network/rpc';

/** How many of the account's transactions are mined: every nonce below it is used. */
export async function minedNonce(ctx: EvmCtx, p: { chain: string; address: string }): Promise<number> {
  const rpc = rpcFor(ctx.http, chainConfig(ctx.config, p.chain).rpcUrls);
  return Number(BigInt(await rpc.call<string>('eth_getTransactionCount', [getAddress(p.address), 'latest'])));
}
