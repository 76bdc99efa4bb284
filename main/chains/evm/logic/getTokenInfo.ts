import { getAddress } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { ERC20, decodeStringOrBytes32, decodeUint, readMany, nodeOf } from '../network';

export interface TokenInfo {
  contractAddress: string;
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * A custom token's name, symbol and decimals read from its contract in one round trip.
 * Accepts both string and bytes32 name/symbol (pre-2018 tokens). A contract without
 * `decimals()` or `symbol()` is not an ERC-20 the wallet can show: NOT_FOUND.
 */
export async function getTokenInfo(
  ctx: EvmCtx,
  p: { chain: string; contractAddress: string },
): Promise<TokenInfo> {
  const cfg = chainConfig(ctx.config, p.chain);
  const target = getAddress(p.contractAddress);
  const [name, symbol, decimals] = await readMany(nodeOf(ctx, cfg), cfg.multicall3, [
    { kind: 'call', target, data: ERC20.encodeFunctionData('name') },
    { kind: 'call', target, data: ERC20.encodeFunctionData('symbol') },
    { kind: 'call', target, data: ERC20.encodeFunctionData('decimals') },
  ]);
  const sym = symbol ? decodeStringOrBytes32(symbol) : null;
  if (!sym || !decimals) throw new AppError('NOT_FOUND', 'Not an ERC-20 token contract');
  const dec = decodeUint(decimals);
  if (dec > 36n) throw new AppError('NOT_FOUND', 'Token decimals out of range');
  return {
    contractAddress: target,
    name: (name && decodeStringOrBytes32(name)) || sym,
    symbol: sym,
    decimals: Number(dec),
  };
}
