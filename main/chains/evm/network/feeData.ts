/**
 * Raw fee inputs of a chain: a gas price (the explorer's gas oracle or gas price proxy,
 * else the node's eth_gasPrice) and, on EIP-1559 chains, the next base fee and a priority
 * fee suggestion from eth_feeHistory. One node batch plus at most one explorer call.
 */
import type { Http } from '../../../net/http';
import { withFallback } from '../../withFallback';
import type { EvmChainConfig, EvmConfig } from '../config';
import { FEE_HISTORY_BLOCKS, FEE_HISTORY_PERCENTILE } from '../constants';
import { explorersFor } from './explorers';
import type { Rpc } from './rpc';

export interface FeeData {
  gasPrice: bigint | null;
  /** base fee of the next block; null on legacy chains or when the node has none */
  baseFee: bigint | null;
  /** median reward of recent blocks; null when every block paid no tip */
  priorityFee: bigint | null;
}

interface FeeHistory {
  baseFeePerGas?: string[];
  reward?: string[][];
}

async function explorerGasPrice(http: Http, config: EvmConfig, cfg: EvmChainConfig): Promise<bigint | null> {
  const withPrice = explorersFor(http, config, cfg).filter((e) => e.gasPrice);
  if (!cfg.useGasOracle || withPrice.length === 0) return null;
  try {
    return await withFallback(withPrice.map((e) => ({ name: e.name, run: () => e.gasPrice!() })));
  } catch {
    return null; // the node's eth_gasPrice below is the fallback
  }
}

export async function fetchFeeData(
  http: Http,
  config: EvmConfig,
  cfg: EvmChainConfig,
  rpc: Rpc,
): Promise<FeeData> {
  const calls = [{ method: 'eth_gasPrice', params: [] as unknown[] }];
  if (!cfg.legacyGas)
    calls.push({
      method: 'eth_feeHistory',
      params: [`0x${FEE_HISTORY_BLOCKS.toString(16)}`, 'latest', [FEE_HISTORY_PERCENTILE]],
    });
  const [oracle, replies] = await Promise.all([explorerGasPrice(http, config, cfg), rpc.batch(calls)]);
  const [gp, fh] = replies;
  const nodePrice = gp?.ok && typeof gp.result === 'string' ? BigInt(gp.result) : null;
  let baseFee: bigint | null = null;
  let priorityFee: bigint | null = null;
  if (fh?.ok && fh.result) {
    const h = fh.result as FeeHistory;
    const next = h.baseFeePerGas?.at(-1);
    baseFee = next ? BigInt(next) : null;
    const tips = (h.reward ?? [])
      .map((r) => BigInt(r[0] ?? '0x0'))
      .filter((t) => t > 0n)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    priorityFee = tips.length ? tips[Math.floor(tips.length / 2)]! : null;
  }
  return { gasPrice: oracle ?? nodePrice, baseFee, priorityFee };
}
