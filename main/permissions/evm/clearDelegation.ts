import { Signature, Transaction, ZeroAddress, ZeroHash } from 'ethers';
import { AppError } from '../../../shared/errors';

/**
 * EIP-7702's PER_EMPTY_ACCOUNT_COST: the intrinsic gas each authorization adds. A clearing sent
 * to the account itself runs no code (its code is empty once the authorization applies), so
 * its gas is a plain transfer's plus this.
 */
export const AUTHORIZATION_GAS = 25_000n;

/**
 * The unsigned transaction that clears the account's EIP-7702 delegation (issue 33), exactly as
 * the signer accepts it (signer/chains/evm/checkRevokeDelegation.ts): type 4, from the account
 * to itself with no value and no calldata, one authorization delegating to address zero for
 * this chain at `nonce + 1` (the sender's nonce is raised before authorizations apply). Its
 * signature is a placeholder: the signer signs the authorization itself with the same key.
 */
export function clearDelegationTx(p: {
  chainId: number;
  legacyGas: boolean;
  account: string;
  nonce: number;
  gasLimit: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}): Transaction {
  if (p.legacyGas)
    throw new AppError('RULE', 'This chain has no EIP-7702 transactions to clear a delegation with');
  const chainId = BigInt(p.chainId);
  return Transaction.from({
    type: 4,
    chainId,
    nonce: p.nonce,
    to: p.account,
    value: 0n,
    data: '0x',
    gasLimit: p.gasLimit,
    maxFeePerGas: p.maxFeePerGas,
    maxPriorityFeePerGas: p.maxPriorityFeePerGas,
    authorizationList: [
      {
        chainId,
        address: ZeroAddress,
        nonce: BigInt(p.nonce) + 1n,
        signature: Signature.from({ r: ZeroHash, s: ZeroHash, yParity: 0 }),
      },
    ],
  });
}
