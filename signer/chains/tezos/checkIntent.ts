import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { checkTokenTransfer } from './checkToken';
import type { DecodedTezosOperation, TezosTransaction } from './decodeOperation';

export type TezosIntent = SignIntentOf<'tezos'>;

/**
 * Protocol constants the bytes are held to (octez `hard_gas_limit_per_operation`,
 * `hard_storage_limit_per_operation`, `cost_per_byte`; unchanged since Kathmandu). A limit
 * past the chain's own would only be refused by the node, so it says main or the node is wrong.
 */
export const HARD_GAS_LIMIT = 1_040_000n;
export const HARD_STORAGE_LIMIT = 60_000n;
/** mutez burnt per byte of storage the operation pays for, up to its storage_limit */
export const COST_PER_BYTE = 250n;

/** The signing key's own account: its tz address and its public key (edpk…). */
export interface TezosSignerAccount {
  address: string;
  publicKey: string;
}

export interface CheckedTezosOperation {
  transaction: TezosTransaction;
  /** every fee of the batch plus its storage limits at COST_PER_BYTE: the most it can cost */
  maxCost: bigint;
  reveal: boolean;
}

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded operation differs from what
 * the user approved; returns the transaction and its most cost when it is exactly that: an
 * optional reveal of the signer's own key, then one transaction of the approved amount to the
 * approved account with no contract call (or, for a token, the token contract's `transfer` of
 * exactly the approved movement: checkToken.ts), all from the signer's own account.
 *
 * The cap counts storage_limit × cost per byte besides the fees: a transfer to a new account
 * burns 257 bytes' worth, and a hostile builder could raise the limit to burn more.
 */
export function checkTezosIntent(
  op: DecodedTezosOperation,
  intent: TezosIntent,
  me: TezosSignerAccount,
): CheckedTezosOperation {
  if (intent.kind !== 'transfer') throw mismatch('kind');
  if (intent.memo !== undefined) throw mismatch('memo');
  if (intent.from !== me.address) throw mismatch('from');
  const c = op.contents;
  if (c.length !== 1 && c.length !== 2) throw mismatch('contents');
  const reveal = c.length === 2 ? c[0]! : null;
  const tx = c[c.length - 1]!;
  if (tx.kind !== 'transaction' || (reveal && reveal.kind !== 'reveal')) throw mismatch('operation kind');
  if (Boolean(intent.reveal) !== (reveal !== null)) throw mismatch('reveal');

  for (const content of c) {
    if (content.source !== me.address) throw mismatch('source');
    if (content.gasLimit > HARD_GAS_LIMIT) throw mismatch('gas_limit');
    if (content.storageLimit > HARD_STORAGE_LIMIT) throw mismatch('storage_limit');
  }
  if (reveal?.kind === 'reveal') {
    if (reveal.publicKey !== me.publicKey) throw mismatch('public_key');
    // a reveal stores nothing
    if (reveal.storageLimit !== 0n) throw mismatch('storage_limit');
  }

  if (intent.token) checkTokenTransfer(tx, intent.token, intent, me.address);
  else {
    if (tx.destination !== intent.to) throw mismatch('to');
    if (tx.amount !== BigInt(intent.amount)) throw mismatch('amount');
    // a transaction with parameters calls a contract: not the plain transfer the user approved
    if (tx.hasParameters) throw mismatch('parameters');
  }
  if (intent.counter === undefined || tx.counter !== BigInt(intent.counter)) throw mismatch('counter');
  if (reveal && reveal.counter !== tx.counter - 1n) throw mismatch('counter');

  const maxCost = c.reduce((sum, x) => sum + x.fee + x.storageLimit * COST_PER_BYTE, 0n);
  if (maxCost > BigInt(intent.feeCap)) throw mismatch('feeCap');
  return { transaction: tx, maxCost, reveal: reveal !== null };
}
