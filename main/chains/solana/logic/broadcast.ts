/**
 * Sends a signed transaction (base64 wire) with preflight, so one that would fail is refused by
 * the node with its reason instead of landing and paying. Returns the signature, which must be
 * the transaction's own first signature: a node cannot hand back another hash to follow.
 */
import { Transaction } from '@solana/web3.js';
import { base58 } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import type { TxKind } from '../../../../shared/contract/txKinds';
import type { SolanaCtx } from '../ctx';
import { sendQuery, SolanaRpcError, STAKE_PROGRAM_ID } from '../network';
import { rpcOf } from './rpcOf';

export interface DecodedSigned {
  signature: string;
  blockhash: string;
  kind: TxKind;
}

/** Stake program instruction tags (StakeInstruction): DelegateStake 2, Withdraw 4, Deactivate 5. */
const STAKE_KINDS: Record<number, TxKind> = { 2: 'stake', 4: 'withdraw', 5: 'unstake' };

export function decodeSigned(signedBase64: string): DecodedSigned {
  let tx: Transaction;
  try {
    tx = Transaction.from(Buffer.from(signedBase64, 'base64'));
  } catch {
    throw new AppError('BAD_INPUT', 'The signed transaction does not decode');
  }
  if (!tx.signature || !tx.recentBlockhash) throw new AppError('BAD_INPUT', 'The transaction is not signed');
  let kind: TxKind = 'transfer';
  for (const ix of tx.instructions)
    if (ix.programId.toBase58() === STAKE_PROGRAM_ID) kind = STAKE_KINDS[ix.data.readUInt32LE(0)] ?? kind;
  return { signature: base58.encode(tx.signature), blockhash: tx.recentBlockhash, kind };
}

export async function broadcast(ctx: SolanaCtx, signedBase64: string): Promise<DecodedSigned> {
  const decoded = decodeSigned(signedBase64);
  let hash: string;
  try {
    hash = await rpcOf(ctx).call(sendQuery(signedBase64));
  } catch (e) {
    // spec §8: send paths rethrow; the node's preflight text says why
    if (e instanceof SolanaRpcError) throw new AppError('RULE', e.message);
    throw e;
  }
  if (hash !== decoded.signature)
    throw new AppError('NETWORK', 'The Solana node answered with another transaction signature');
  return decoded;
}
