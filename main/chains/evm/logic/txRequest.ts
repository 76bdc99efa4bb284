import { Transaction, getAddress } from 'ethers';
import type { EvmChainConfig } from '../config';
import { encodeTransfer } from '../network';
import type { GasPricing } from './feeOptions';

export interface CallFields {
  to: string;
  value: bigint;
  data: string;
}

/** The call a transfer makes: a value transfer, or ERC-20 `transfer` to the token contract with value 0. */
export function transferCall(p: { to: string; amount: bigint; contractAddress?: string }): CallFields {
  if (p.contractAddress)
    return { to: getAddress(p.contractAddress), value: 0n, data: encodeTransfer(getAddress(p.to), p.amount) };
  return { to: getAddress(p.to), value: p.amount, data: '0x' };
}

export interface UnsignedFields extends CallFields {
  nonce: number;
  gasLimit: bigint;
  pricing: GasPricing;
}

/** The unsigned transaction of the chain's type (2, or 0 on legacy-gas chains) as ethers builds it. */
export function buildUnsignedTx(cfg: EvmChainConfig, f: UnsignedFields): Transaction {
  const base = {
    chainId: BigInt(cfg.chainId),
    nonce: f.nonce,
    gasLimit: f.gasLimit,
    to: f.to,
    value: f.value,
    data: f.data,
  };
  if (cfg.legacyGas) return Transaction.from({ ...base, type: 0, gasPrice: f.pricing.gasPrice });
  return Transaction.from({
    ...base,
    type: 2,
    maxFeePerGas: f.pricing.gasPrice,
    maxPriorityFeePerGas: f.pricing.maxPriorityFeePerGas ?? f.pricing.gasPrice,
  });
}
