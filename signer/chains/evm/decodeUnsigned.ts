import { Transaction } from 'ethers';
import { AppError } from '../../../shared/errors';

/** The fields of an unsigned EVM transaction that the intent check reads. */
export interface DecodedEvmTx {
  type: 0 | 2;
  chainId: bigint;
  nonce: number;
  to: string | null;
  value: bigint;
  data: string;
  gasLimit: bigint;
  /** maxFeePerGas on type 2, gasPrice on type 0: the per-gas price the fee cap is checked with */
  maxPricePerGas: bigint;
  maxPriorityFeePerGas: bigint | null;
  tx: Transaction;
}

/**
 * Decodes main's unsigned serialized transaction. Only plain legacy (0) and EIP-1559 (2)
 * transactions are accepted: access lists, blobs (3) and EIP-7702 authorisations (4) could
 * do more than the approved transfer, and a signed input means main is not asking us to sign.
 */
export function decodeUnsigned(hex: string): DecodedEvmTx {
  if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex))
    throw new AppError('BAD_INPUT', 'unsigned tx is not hex');
  let tx: Transaction;
  try {
    tx = Transaction.from(hex);
  } catch {
    throw new AppError('BAD_INPUT', 'unsigned tx does not decode');
  }
  if (tx.signature) throw new AppError('BAD_INPUT', 'transaction is already signed');
  if (tx.type !== 0 && tx.type !== 2) throw new AppError('INTENT_MISMATCH', 'type');
  if (tx.accessList && tx.accessList.length > 0) throw new AppError('INTENT_MISMATCH', 'accessList');
  if (tx.type === 0 && tx.chainId === 0n) throw new AppError('INTENT_MISMATCH', 'chainId'); // pre-EIP-155 replays anywhere
  const price = tx.type === 2 ? tx.maxFeePerGas : tx.gasPrice;
  if (price === null) throw new AppError('BAD_INPUT', 'transaction has no gas price');
  return {
    type: tx.type,
    chainId: tx.chainId,
    nonce: tx.nonce,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    gasLimit: tx.gasLimit,
    maxPricePerGas: price,
    maxPriorityFeePerGas: tx.type === 2 ? tx.maxPriorityFeePerGas : null,
    tx,
  };
}
