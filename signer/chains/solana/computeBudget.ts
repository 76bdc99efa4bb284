import { ComputeBudgetInstruction, ComputeBudgetProgram, type TransactionInstruction } from '@solana/web3.js';
import { expectCanonical } from './canonical';
import { decodeAs, mismatch } from './intentParts';

/** The most compute units a transaction may ask for (the runtime's cap). */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
/** lamports per signature */
export const LAMPORTS_PER_SIGNATURE = 5000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/** What the leading ComputeBudget instructions set, and the instructions after them. */
export interface ComputeBudget {
  /** null: not set (the fee bound then assumes the runtime's cap) */
  limit: number | null;
  /** micro-lamports per compute unit; 0 when not set */
  price: bigint;
  /** the ComputeBudget instructions as web3.js builds them, for the exact comparison */
  canonical: TransactionInstruction[];
  /** the instructions after them */
  rest: readonly TransactionInstruction[];
}

/**
 * Reads the ComputeBudget instructions the message starts with: at most one
 * SetComputeUnitLimit (≤ 1 400 000) and one SetComputeUnitPrice; any other ComputeBudget
 * instruction (heap frame, loaded data size) is refused.
 */
export function readComputeBudget(instructions: readonly TransactionInstruction[]): ComputeBudget {
  let limit: number | null = null;
  let price: bigint | null = null;
  const canonical: TransactionInstruction[] = [];
  let at = 0;
  for (; at < instructions.length; at++) {
    const ix = instructions[at]!;
    if (!ix.programId.equals(ComputeBudgetProgram.programId)) break;
    const type = decodeAs(
      () => ComputeBudgetInstruction.decodeInstructionType(ix),
      'ComputeBudget instruction',
    );
    if (type === 'SetComputeUnitLimit') {
      if (limit !== null) throw mismatch('The compute unit limit is set twice');
      limit = decodeAs(
        () => ComputeBudgetInstruction.decodeSetComputeUnitLimit(ix),
        'SetComputeUnitLimit',
      ).units;
      if (limit > MAX_COMPUTE_UNIT_LIMIT) throw mismatch('The compute unit limit is above 1 400 000');
      canonical.push(ComputeBudgetProgram.setComputeUnitLimit({ units: limit }));
    } else if (type === 'SetComputeUnitPrice') {
      if (price !== null) throw mismatch('The compute unit price is set twice');
      const set = decodeAs(
        () => ComputeBudgetInstruction.decodeSetComputeUnitPrice(ix),
        'SetComputeUnitPrice',
      );
      const micro = BigInt(set.microLamports);
      price = micro;
      canonical.push(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: micro }));
    } else throw mismatch(`ComputeBudget ${type} is not signed`);
    expectCanonical(ix, canonical[canonical.length - 1]!, `ComputeBudget ${type}`);
  }
  return { limit, price: price ?? 0n, canonical, rest: instructions.slice(at) };
}

/**
 * The most the transaction can cost: 5000 lamports for its one signature (checkIntent signs no
 * message that asks for more) plus the priority fee, ceil(limit × price / 1e6). Without a
 * limit the runtime's cap bounds the units used.
 */
export function maxFeeOf(budget: ComputeBudget): bigint {
  const units = BigInt(budget.limit ?? MAX_COMPUTE_UNIT_LIMIT);
  const micro = units * budget.price;
  const priority = (micro + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return LAMPORTS_PER_SIGNATURE + priority;
}
