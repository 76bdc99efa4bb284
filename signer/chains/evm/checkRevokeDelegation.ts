import { ZeroAddress, getAddress } from 'ethers';
import { AppError } from '../../../shared/errors';
import type { DecodedEvmTx } from './decodeUnsigned';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Holds the clearing of the account's EIP-7702 delegation (issue 33) to exactly that: a type-4
 * transaction from the wallet's own address to itself, with no value and no calldata, whose
 * authorization list is one authorization delegating to address zero (EIP-7702: the code is
 * reset to empty) for this chain's id (never 0, which any chain accepts) and the account's
 * nonce after this transaction's own (the sender's nonce is raised before authorizations are
 * processed, so the transaction's nonce + 1 is the one that applies). The signer signs that
 * authorization itself with the same key; main's placeholder signature is discarded. Another
 * delegate, a second authorization, another chain, a stale or future nonce, a call or a value
 * to anyone are refused.
 */
export function checkRevokeDelegation(
  tx: DecodedEvmTx,
  r: { to: string; amount: bigint; contractAddress: string | undefined },
  signerAddress: string,
): void {
  if (tx.type !== 4) throw mismatch('type');
  if (r.amount !== 0n) throw mismatch('amount');
  if (r.contractAddress !== undefined) throw mismatch('contractAddress');
  const me = getAddress(signerAddress);
  // the intent names the account itself: the transaction goes nowhere else
  if (r.to.toLowerCase() !== me.toLowerCase()) throw mismatch('to');
  if (tx.to !== me) throw mismatch('to');
  if (tx.value !== 0n) throw mismatch('value');
  if (tx.data !== '0x') throw mismatch('data');
  if (tx.authorizations.length !== 1) throw mismatch('authorizationList');
  const [auth] = tx.authorizations;
  if (auth!.address !== ZeroAddress) throw mismatch('authorization.address');
  if (auth!.chainId !== tx.chainId) throw mismatch('authorization.chainId');
  if (auth!.nonce !== BigInt(tx.nonce) + 1n) throw mismatch('authorization.nonce');
}
