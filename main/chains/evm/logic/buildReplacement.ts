import { Transaction, getAddress } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { chainConfig } from '../config';
import { REPLACEMENT_FEE_FACTOR, TRANSFER_GAS } from '../constants';
import type { EvmCtx } from '../ctx';
import { EVM_ERRORS } from '../errors';
import { ERC20, nodeOf } from '../network';
import { buildTransfer, type BuiltTransfer } from './buildTransfer';
import type { GasPricing } from './feeOptions';

export interface BuildReplacementParams {
  chain: string;
  /** the wallet's own signed copy of the pending transaction (its pending entry keeps it) */
  signed: string;
  kind: 'speedup' | 'cancel';
}

interface NodeTx {
  from?: string;
  nonce: string;
  to: string | null;
  value: string;
  input: string;
}

const rule = (m: string) => new AppError('RULE', m);

/** The wallet's record, decoded: a signed transaction from this wallet, or a refusal. */
function decodeRecord(signed: string): Transaction & { from: string } {
  let tx: Transaction;
  try {
    tx = Transaction.from(signed);
  } catch {
    throw rule(EVM_ERRORS.noRecord);
  }
  if (!tx.from || !tx.signature) throw rule(EVM_ERRORS.noRecord);
  return tx as Transaction & { from: string };
}

/** Whether the node's answer for the hash is the transaction the wallet signed. */
function sameAsRecord(node: NodeTx, tx: Transaction & { from: string }): boolean {
  try {
    return (
      Number(BigInt(node.nonce)) === tx.nonce &&
      (node.to === null ? tx.to === null : tx.to !== null && getAddress(node.to) === getAddress(tx.to)) &&
      BigInt(node.value) === tx.value &&
      node.input.toLowerCase() === tx.data.toLowerCase() &&
      (node.from === undefined || getAddress(node.from) === getAddress(tx.from))
    );
  } catch {
    return false;
  }
}

/**
 * Speed-up (same transfer, same nonce, twice the recorded fee) or cancel (zero-value,
 * zero-data self-send, same nonce, twice the recorded fee) of a pending transaction, built
 * from the wallet's own signed copy. The node is asked only whether it is mined and which
 * nonce is next; a node whose copy differs from the record is refused, never believed.
 */
export async function buildReplacement(ctx: EvmCtx, p: BuildReplacementParams): Promise<BuiltTransfer> {
  const cfg = chainConfig(ctx.config, p.chain);
  const tx = decodeRecord(p.signed);
  const from = getAddress(tx.from);
  const rpc = nodeOf(ctx, cfg);
  const [receipt, byHash, count] = await rpc.batch([
    { method: 'eth_getTransactionReceipt', params: [tx.hash] },
    { method: 'eth_getTransactionByHash', params: [tx.hash] },
    { method: 'eth_getTransactionCount', params: [from, 'latest'] },
  ]);
  const mined = receipt?.ok ? (receipt.result as { status?: string } | null) : null;
  if (mined?.status === '0x1') throw rule(EVM_ERRORS.alreadySucceeded);
  if (mined) throw rule('Transaction failed on chain and cannot be replaced');
  const node = byHash?.ok ? (byHash.result as NodeTx | null) : null;
  if (node && !sameAsRecord(node, tx)) throw rule(EVM_ERRORS.differsFromRecord);
  const nonce = tx.nonce;
  const confirmed = count?.ok ? Number(BigInt(count.result as string)) : null;
  if (confirmed !== null && confirmed > nonce) throw rule(EVM_ERRORS.alreadySucceeded);
  // An earlier nonce still unmined (sent from here or elsewhere) holds this one back.
  if (confirmed !== null && confirmed < nonce) throw rule(EVM_ERRORS.inQueue);

  const pricing = doubledPricing(tx);
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
  if (!tx.to) throw rule('Only transfers can be sped up');
  if (tx.data === '0x')
    return buildTransfer(ctx, {
      chain: p.chain,
      from,
      to: tx.to,
      amount: tx.value,
      gasLimit: tx.gasLimit,
      pricing,
      nonce,
    });
  const call = ERC20.parseTransaction({ data: tx.data });
  if (call?.name !== 'transfer' || tx.value !== 0n) throw rule('Only transfers can be sped up');
  const [recipient, amount] = call.args as unknown as [string, bigint];
  return buildTransfer(ctx, {
    chain: p.chain,
    from,
    to: recipient,
    amount,
    contractAddress: tx.to,
    gasLimit: tx.gasLimit,
    pricing,
    nonce,
  });
}

/** Twice the recorded prices: the per-gas bump every node's replacement rule asks for, and then some. */
function doubledPricing(tx: Transaction): GasPricing {
  if (tx.type === 2 && tx.maxFeePerGas !== null)
    return {
      gasPrice: tx.maxFeePerGas * REPLACEMENT_FEE_FACTOR,
      maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? tx.maxFeePerGas) * REPLACEMENT_FEE_FACTOR,
    };
  return { gasPrice: (tx.gasPrice ?? 0n) * REPLACEMENT_FEE_FACTOR };
}
