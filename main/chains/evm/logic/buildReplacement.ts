import { getAddress } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { chainConfig } from '../config';
import { REPLACEMENT_FEE_FACTOR, TRANSFER_GAS } from '../constants';
import type { EvmCtx } from '../ctx';
import { EVM_ERRORS } from '../errors';
import { ERC20 } from '../network/abi';
import { fetchFeeData } from '../network/feeData';
import { rpcFor } from '../network/rpc';
import { buildTransfer, type BuiltTransfer } from './buildTransfer';
import { feeOptions, type GasPricing } from './feeOptions';
import { withStatuses, type PendingEvmTx } from './pendingList';

export interface BuildReplacementParams {
  chain: string;
  list: readonly PendingEvmTx[];
  hash: string;
  kind: 'speedup' | 'cancel';
}

interface NodeTx {
  nonce: string;
  to: string | null;
  value: string;
  input: string;
  gas: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
}

const rule = (m: string) => new AppError('RULE', m);

/**
 * Speed-up (same transfer, same nonce, double fee) or cancel (zero-value, zero-data
 * self-send, same nonce, double fee) of a pending transaction, with the spec's refusals:
 * unknown hash, already mined, queued behind a lower nonce, no nonce anywhere.
 */
export async function buildReplacement(ctx: EvmCtx, p: BuildReplacementParams): Promise<BuiltTransfer> {
  const cfg = chainConfig(ctx.config, p.chain);
  const entry = withStatuses(p.list).find((t) => t.hash.toLowerCase() === p.hash.toLowerCase());
  if (!entry) throw rule(EVM_ERRORS.notFound);
  const rpc = rpcFor(ctx.http, cfg.rpcUrls);
  const from = getAddress(entry.from);
  const [receipt, byHash, count] = await rpc.batch([
    { method: 'eth_getTransactionReceipt', params: [entry.hash] },
    { method: 'eth_getTransactionByHash', params: [entry.hash] },
    { method: 'eth_getTransactionCount', params: [from, 'latest'] },
  ]);
  const mined = receipt?.ok ? (receipt.result as { status?: string } | null) : null;
  if (mined?.status === '0x1') throw rule(EVM_ERRORS.alreadySucceeded);
  if (mined) throw rule('Transaction failed on chain and cannot be replaced');
  const node = byHash?.ok ? (byHash.result as NodeTx | null) : null;
  const nonce = node ? Number(BigInt(node.nonce)) : entry.nonce;
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw rule(EVM_ERRORS.noNode);
  const confirmed = count?.ok ? Number(BigInt(count.result as string)) : null;
  if (confirmed !== null && confirmed > nonce) throw rule(EVM_ERRORS.alreadySucceeded);
  // An earlier nonce still unmined (in the list, or sent from elsewhere) holds this one back.
  if (entry.status === 'QUEUE' || (confirmed !== null && confirmed < nonce)) throw rule(EVM_ERRORS.inQueue);

  const pricing = await doubledPricing(ctx, p.chain, node);
  if (p.kind === 'cancel')
    return buildTransfer(ctx, {
      chain: p.chain,
      from,
      to: from,
      amount: 0n,
      gasLimit: TRANSFER_GAS,
      pricing,
      nonce,
    });
  const to = node?.to ?? entry.to;
  const data = node?.input ?? entry.data;
  const gasLimit = node ? BigInt(node.gas) : TRANSFER_GAS;
  if (data === '0x' || data === '')
    return buildTransfer(ctx, {
      chain: p.chain,
      from,
      to,
      amount: node ? BigInt(node.value) : BigInt(entry.value),
      gasLimit,
      pricing,
      nonce,
    });
  const call = ERC20.parseTransaction({ data });
  if (call?.name !== 'transfer') throw rule('Only transfers can be sped up');
  const [recipient, amount] = call.args as unknown as [string, bigint];
  return buildTransfer(ctx, {
    chain: p.chain,
    from,
    to: recipient,
    amount,
    contractAddress: to,
    gasLimit,
    pricing,
    nonce,
  });
}

/** Twice the original's prices when the node still has it, else twice today's Normal price. */
async function doubledPricing(ctx: EvmCtx, chain: string, node: NodeTx | null): Promise<GasPricing> {
  const cfg = chainConfig(ctx.config, chain);
  if (node?.maxFeePerGas && !cfg.legacyGas)
    return {
      gasPrice: BigInt(node.maxFeePerGas) * REPLACEMENT_FEE_FACTOR,
      maxPriorityFeePerGas: BigInt(node.maxPriorityFeePerGas ?? node.maxFeePerGas) * REPLACEMENT_FEE_FACTOR,
    };
  if (node?.gasPrice && cfg.legacyGas) return { gasPrice: BigInt(node.gasPrice) * REPLACEMENT_FEE_FACTOR };
  const normal = feeOptions(
    cfg,
    await fetchFeeData(ctx.http, ctx.config, cfg, rpcFor(ctx.http, cfg.rpcUrls)),
  ).find((o) => o.title === 'Normal')!;
  return {
    gasPrice: normal.gasPrice * REPLACEMENT_FEE_FACTOR,
    ...(normal.maxPriorityFeePerGas !== undefined
      ? { maxPriorityFeePerGas: normal.maxPriorityFeePerGas * REPLACEMENT_FEE_FACTOR }
      : {}),
  };
}
