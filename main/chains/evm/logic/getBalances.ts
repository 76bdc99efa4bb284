import { getAddress } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { ERC20, decodeUint, readMany, type ReadCall, nodeOf } from '../network';

export interface GetBalancesParams {
  chain: string;
  /** every wallet address on this chain with the ERC-20 contracts it holds */
  accounts: readonly { address: string; tokens: readonly string[] }[];
}

export interface AccountBalances {
  address: string;
  native: bigint;
  /** by checksummed contract address; a token whose call failed is absent and listed in `failed` */
  tokens: Map<string, bigint>;
  failed: string[];
}

/**
 * Native and ERC-20 balances of many wallets in one or two round trips per chain,
 * whatever the token count (Multicall3 aggregate3, or one JSON-RPC batch).
 *
 * @example await getBalances(ctx, { chain: 'ethereum', accounts: [{ address, tokens: [usdc] }] })
 */
export async function getBalances(ctx: EvmCtx, p: GetBalancesParams): Promise<AccountBalances[]> {
  const cfg = chainConfig(ctx.config, p.chain);
  const calls: ReadCall[] = [];
  const accounts = p.accounts.map((a) => ({
    address: getAddress(a.address),
    tokens: a.tokens.map((t) => getAddress(t)),
  }));
  for (const a of accounts) {
    calls.push({ kind: 'nativeBalance', address: a.address });
    const data = ERC20.encodeFunctionData('balanceOf', [a.address]);
    for (const t of a.tokens) calls.push({ kind: 'call', target: t, data });
  }
  const results = await readMany(nodeOf(ctx, cfg), cfg.multicall3, calls);
  let i = 0;
  return accounts.map((a) => {
    const native = results[i++];
    if (native === null || native === undefined)
      throw new AppError('NETWORK', `No balance for ${a.address} on ${p.chain}`);
    const tokens = new Map<string, bigint>();
    const failed: string[] = [];
    for (const t of a.tokens) {
      const r = results[i++];
      if (r === null || r === undefined) failed.push(t);
      else tokens.set(t, decodeUint(r));
    }
    return { address: a.address, native: decodeUint(native), tokens, failed };
  });
}
