/**
 * An FA1.2 or FA2 token transfer held to what the user approved (issue 37). The transaction
 * must call the approved token's contract at its `transfer` entrypoint with no tez, and its
 * Micheline parameters (read from the bytes by decodeParameters.ts) must move exactly the
 * approved amount of the approved token from the signing account to the approved recipient, in
 * exactly one transfer:
 * - FA1.2 (TZIP-7): `(pair (address :from) (pair (address :to) (nat :value)))`
 * - FA2 (TZIP-12): `(list (pair (address %from_) (list (pair (address %to_) (pair (nat
 *   %token_id) (nat %amount))))))` with one element in each list.
 * Any other entrypoint (`approve`, `update_operators`) could hand the tokens to someone else
 * later, a second element moves more than the review showed: both are refused.
 */
import { AppError } from '../../../shared/errors';
import type { TezosToken } from '../../../shared/chains/tezos/tokens';
import type { TezosTransaction } from './decodeOperation';
import type { Micheline } from './decodeParameters';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** One token movement as the parameters state it. */
interface TokenMove {
  from: string;
  to: string;
  /** FA2 only; FA1.2 has one token per contract */
  tokenId: bigint | null;
  amount: bigint;
}

function pair(v: Micheline): [Micheline, Micheline] {
  if (!('pair' in v)) throw mismatch('parameters');
  return v.pair;
}
function text(v: Micheline): string {
  if (!('string' in v)) throw mismatch('parameters');
  return v.string;
}
function int(v: Micheline): bigint {
  if (!('int' in v)) throw mismatch('parameters');
  return v.int;
}
/** the one element of a list: a transfer list of more (or none) is not the one send approved */
function only(v: Micheline): Micheline {
  if (!Array.isArray(v)) throw mismatch('parameters');
  if (v.length !== 1) throw mismatch('transfers');
  return v[0]!;
}

function fa12Move(v: Micheline): TokenMove {
  const [from, rest] = pair(v);
  const [to, value] = pair(rest);
  return { from: text(from), to: text(to), tokenId: null, amount: int(value) };
}

function fa2Move(v: Micheline): TokenMove {
  const [from, txs] = pair(only(v));
  const [to, rest] = pair(only(txs));
  const [tokenId, amount] = pair(rest);
  return { from: text(from), to: text(to), tokenId: int(tokenId), amount: int(amount) };
}

/**
 * Throws INTENT_MISMATCH naming the first field where the transaction differs from a transfer of
 * `amount` of `token` from `me` to `to`.
 */
export function checkTokenTransfer(
  tx: TezosTransaction,
  token: TezosToken,
  approved: { to: string; amount: string },
  me: string,
): void {
  if (tx.destination !== token.contract) throw mismatch('contract');
  // tez sent along with the call would leave the wallet for the contract
  if (tx.amount !== 0n) throw mismatch('amount');
  if (tx.parameters === null) throw mismatch('parameters');
  if (tx.parameters.entrypoint !== 'transfer') throw mismatch('entrypoint');
  const move = token.standard === 'fa2' ? fa2Move(tx.parameters.value) : fa12Move(tx.parameters.value);
  if (move.from !== me) throw mismatch('from');
  if (move.to !== approved.to) throw mismatch('to');
  if (move.tokenId !== (token.standard === 'fa2' ? BigInt(token.tokenId) : null)) throw mismatch('token_id');
  if (move.amount !== BigInt(approved.amount)) throw mismatch('amount');
}
