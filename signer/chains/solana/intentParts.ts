import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';

export type SolanaIntent = SignIntentOf<'solana'>;

/** What one kind's instruction check found, for the account flags and the journal. */
export interface BodyCheck {
  /** the kind's instructions as web3.js / spl-token build them from the approved values */
  canonical: TransactionInstruction[];
  mint?: PublicKey;
  tokenProgram?: PublicKey;
  /** the token transfer also creates the recipient's associated token account */
  createsAccount?: boolean;
  stakeAccount?: PublicKey;
}

/** The instructions after the ComputeBudget ones, the intent, and the wallet that signs. */
export type BodyChecker = (
  body: readonly TransactionInstruction[],
  intent: SolanaIntent,
  wallet: PublicKey,
) => BodyCheck;

export const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/** An address of the intent as a key; refused when it is not 32 bytes of base58. */
export function keyOf(text: string, what: string): PublicKey {
  try {
    return new PublicKey(text);
  } catch {
    throw mismatch(`The approved ${what} is not a Solana address`);
  }
}

/** Runs a web3.js / spl-token decoder; any throw (wrong type, too few accounts) is a refusal. */
export function decodeAs<T>(decode: () => T, what: string): T {
  try {
    return decode();
  } catch {
    throw mismatch(`The instruction is not a ${what}`);
  }
}

/** The instruction count a kind allows, after the ComputeBudget ones. */
export function expectCount(body: readonly TransactionInstruction[], count: number, what: string) {
  if (body.length < count) throw mismatch(`The message is missing instructions of ${what}`);
  if (body.length > count) throw mismatch(`The message has instructions besides ${what}`);
}

/**
 * Lamports as the number web3.js encodes some stake and seed fields with (ns64): exact only up
 * to 2^53 - 1 lamports (9 million SOL), so larger amounts are refused rather than rounded.
 */
export function safeLamports(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw mismatch('The amount is too large to sign');
  return Number(amount);
}
