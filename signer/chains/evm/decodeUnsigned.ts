import { Transaction, getAddress } from 'ethers';
import { AppError } from '../../../shared/errors';

/** The fields of an unsigned EVM transaction that the intent check reads. */
/** One EIP-7702 authorization as main wrote it; its signature is the signer's to make. */
export interface DecodedAuthorization {
  chainId: bigint;
  /** checksummed */
  address: string;
  nonce: bigint;
}

export interface DecodedEvmTx {
  type: 0 | 2 | 4;
  chainId: bigint;
  nonce: number;
  to: string;
  value: bigint;
  data: string;
  gasLimit: bigint;
  /** maxFeePerGas on types 2 and 4, gasPrice on type 0: the per-gas price the fee cap is checked with */
  maxPricePerGas: bigint;
  maxPriorityFeePerGas: bigint | null;
  /** a type-4 transaction's authorization list; empty on the others */
  authorizations: readonly DecodedAuthorization[];
  tx: Transaction;
}

/**
 * Decodes main's unsigned serialized transaction. Only plain legacy (0) and EIP-1559 (2)
 * transactions are accepted: access lists, blobs (3) and EIP-7702 authorisations (4) could
 * do more than the approved transfer, a transaction without a recipient deploys a contract
 * (its value would go to code nobody approved), and a signed input means main is not asking
 * us to sign. The chain id, 0 on a pre-EIP-155 legacy transaction, is held to the intent's.
 * `delegation` lets in a type-4 transaction: only the clearing of the account's own EIP-7702
 * delegation asks for it, and checkRevokeDelegation.ts then holds its authorization list.
 */
export function decodeUnsigned(hex: string, opts: { delegation?: boolean } = {}): DecodedEvmTx {
  let tx: Transaction;
  try {
    // refuses anything but 0x-prefixed hex of one whole transaction
    tx = Transaction.from(hex);
  } catch {
    throw new AppError('BAD_INPUT', 'unsigned tx does not decode');
  }
  if (tx.signature) throw new AppError('BAD_INPUT', 'transaction is already signed');
  const allowed = opts.delegation === true ? [4] : [0, 2];
  if (!allowed.some((t) => t === tx.type)) throw new AppError('INTENT_MISMATCH', 'type');
  if (tx.accessList && tx.accessList.length > 0) throw new AppError('INTENT_MISMATCH', 'accessList');
  if (tx.to === null) throw new AppError('INTENT_MISMATCH', 'to');
  return {
    type: tx.type as 0 | 2 | 4,
    chainId: tx.chainId,
    nonce: tx.nonce,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    gasLimit: tx.gasLimit,
    // ethers reads an absent price of a type 0, 2 or 4 transaction as 0, and a legacy tip as null
    maxPricePerGas: (tx.type === 0 ? tx.gasPrice : tx.maxFeePerGas) ?? 0n,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    authorizations: (tx.authorizationList ?? []).map((a) => ({
      chainId: a.chainId,
      address: getAddress(a.address),
      nonce: a.nonce,
    })),
    tx,
  };
}
