import { getAddress, toBeHex } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { mapSendError } from '../errors';
import { fetchFeeData, opStackL1Fee, RpcError, nodeOf } from '../network';
import {
  customPricing,
  feeOptions,
  type EvmFeeOption,
  type FeeOverrides,
  type FeeTitle,
  type GasPricing,
} from './feeOptions';
import { buildUnsignedTx, transferCall, type CallFields } from './txRequest';

export interface EstimateFeeParams {
  chain: string;
  from: string;
  to: string;
  amount: bigint;
  /** the wallet's balance of the coin being sent (native, or the token's) */
  balance: bigint;
  contractAddress?: string;
  /** the user asked for "max": the amount becomes balance − fee on a native coin */
  sendAll?: boolean;
  option?: FeeTitle;
  /** the user's own gas price (maxFeePerGas on type-2 chains), wei; replaces `option` */
  customGasPrice?: bigint;
  overrides?: FeeOverrides;
  /** a call of its own instead of a transfer of `amount` (an NFT transfer): nothing native moves */
  call?: CallFields;
}

export interface EvmFeeQuote {
  txType: 0 | 2;
  gasLimit: bigint;
  nonce: number;
  options: (EvmFeeOption & { fee: bigint })[];
  selected: FeeTitle | 'Custom';
  /** the gas price of the selected option, or the custom one */
  pricing: GasPricing;
  /** gasLimit × price of the selected option plus l1Fee, wei: the most the transfer can cost */
  fee: bigint;
  /** gasLimit × price without the L1 part */
  gasFee: bigint;
  l1Fee: bigint;
  maxPriorityFeePerGas?: bigint;
  /** the amount to send after the send-all rule */
  amount: bigint;
  isMax: boolean;
}

/** A fee-estimate failure the spec shows on the transfer instead of throwing (texts starting with 'The'). */
export interface EvmFeeCustomError {
  customError: string;
}

/**
 * Fee quote for a native or ERC-20 transfer: eth_estimateGas, the pending nonce, gas
 * prices (Normal, Recommended), the OP-stack L1 fee, and the send-all rule (spec §5): for
 * a native coin, when amount + fee exceeds the balance or send-all is on, amount =
 * balance − fee and isMax is true; tokens keep their amount.
 */
export async function estimateFee(
  ctx: EvmCtx,
  p: EstimateFeeParams,
): Promise<EvmFeeQuote | EvmFeeCustomError> {
  const cfg = chainConfig(ctx.config, p.chain);
  const rpc = nodeOf(ctx, cfg);
  const from = getAddress(p.from);
  const native = !p.contractAddress && !p.call;
  // Gas of a value transfer does not depend on the value; cap it so send-all can be estimated.
  const probeAmount = native && p.amount > p.balance ? p.balance : p.amount;
  const call = p.call ?? transferCall({ to: p.to, amount: probeAmount, contractAddress: p.contractAddress });
  try {
    const [feeData, replies] = await Promise.all([
      fetchFeeData(ctx.http, ctx.config, cfg, rpc),
      rpc.batch([
        {
          method: 'eth_estimateGas',
          params: [{ from, to: call.to, value: toBeHex(call.value), data: call.data }],
        },
        { method: 'eth_getTransactionCount', params: [from, 'pending'] },
      ]),
    ]);
    const [gas, count] = replies;
    if (!gas?.ok) throw gas?.error ?? new AppError('NETWORK', 'no gas estimate');
    if (!count?.ok) throw count?.error ?? new AppError('NETWORK', 'no nonce');
    const gasLimit = BigInt(gas.result as string);
    const nonce = Number(BigInt(count.result as string));
    const options = feeOptions(cfg, feeData, p.overrides);
    const normal = options.find((o) => o.title === 'Normal')!;
    const selected = p.customGasPrice !== undefined ? 'Custom' : (p.option ?? 'Recommended');
    const chosen: GasPricing =
      p.customGasPrice !== undefined
        ? customPricing(cfg, normal, p.customGasPrice)
        : options.find((o) => o.title === selected)!;
    let l1Fee = 0n;
    if (cfg.l1Fee === 'op-stack') {
      const tx = buildUnsignedTx(cfg, { ...call, nonce, gasLimit, pricing: chosen });
      l1Fee = await opStackL1Fee(rpc, tx.unsignedSerialized);
    }
    const gasFee = gasLimit * chosen.gasPrice;
    const fee = gasFee + l1Fee;
    let amount = p.amount;
    let isMax = false;
    if (native && (p.sendAll || p.amount + fee > p.balance)) {
      amount = p.balance > fee ? p.balance - fee : 0n;
      isMax = true;
    }
    return {
      txType: cfg.legacyGas ? 0 : 2,
      gasLimit,
      nonce,
      options: options.map((o) => ({ ...o, fee: gasLimit * o.gasPrice + l1Fee })),
      selected,
      pricing: chosen,
      fee,
      gasFee,
      l1Fee,
      ...(chosen.maxPriorityFeePerGas !== undefined
        ? { maxPriorityFeePerGas: chosen.maxPriorityFeePerGas }
        : {}),
      amount,
      isMax,
    };
  } catch (e) {
    const err = e instanceof RpcError ? mapSendError(e.message, e.data) : e;
    if (err instanceof Error && err.message.startsWith('The')) return { customError: err.message };
    throw err;
  }
}
