import { Transaction } from 'ethers';
import { AppError } from '../../../shared/errors';

/** The fields of an unsigned EVM transaction that the intent check reads. */
export interface DecodedEvmTx {
  type: 0 | 2;
  chainId: bigint;
  nonce: number;
  to: string;
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
 * do more than the approved transfer, a transaction without a recipient deploys a contract
 * (its value would go to code nobody approved), and a signed input means main is not asking
 * us to sign. The chain id, 0 on a pre-EIP-155 legacy transaction, is held to the intent's.
 */
export function decodeUnsigned(hex: string): DecodedEvmTx {
  let tx: Transaction;
  try {
    // refuses anything but 0x-prefixed hex of one whole transaction
    tx = Transaction.from(hex);
  } catch {
    throw new AppError('BAD_INPUT', 'unsigned tx does not decode');
  }
  if (tx.signature) throw new AppError('BAD_INPUT', 'transaction is already signed');
  if (tx.type !== 0 && tx.type !== 2) throw new AppError('INTENT_MISMATCH', 'type');
  if (tx.accessList && tx.accessList.length > 0) throw new AppError('INTENT_MISMATCH', 'accessList');
  if (tx.to === null) throw new AppError('INTENT_MISMATCH', 'to');
  return {
    type: tx.type,
    chainId: tx.chainId,
    nonce: tx.nonce,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    gasLimit: tx.gasLimit,
    // ethers reads an absent price of a type 0 or 2 transaction as 0, and a legacy tip as null
    maxPricePerGas: (tx.type === 2 ? tx.maxFeePerGas : tx.gasPrice) ?? 0n,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    tx,
  };
}
