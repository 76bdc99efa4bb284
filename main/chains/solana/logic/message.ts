/**
 * The unsigned form main hands the signer (wire agreement with signer/chains/solana): base64 of
 * a legacy message, fee payer the wallet, the two ComputeBudget instructions first (unit limit,
 * then unit price in micro-lamports), then the operation's own instructions.
 */
import { ComputeBudgetProgram, PublicKey, Transaction, type TransactionInstruction } from '@solana/web3.js';

export interface MessageParams {
  payer: string;
  blockhash: string;
  unitLimit: number;
  /** micro-lamports per compute unit */
  unitPrice: bigint;
  instructions: readonly TransactionInstruction[];
}

/** The serialized legacy message (web3.js Transaction.serializeMessage). */
export function compileMessage(p: MessageParams): Uint8Array {
  const tx = new Transaction({ feePayer: new PublicKey(p.payer), recentBlockhash: p.blockhash });
  tx.add(
    ComputeBudgetProgram.setComputeUnitLimit({ units: p.unitLimit }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: p.unitPrice }),
    ...p.instructions,
  );
  return new Uint8Array(tx.serializeMessage());
}

/** How many signatures the message asks for (its header's first byte). */
export const signaturesOf = (message: Uint8Array): number => message[0]!;

/**
 * The message as a wire transaction with blank signatures, for simulateTransaction with
 * sigVerify off: a compact-u16 count (one byte below 128), 64 zero bytes per signature, the message.
 */
export function blankSignedWire(message: Uint8Array): string {
  const n = signaturesOf(message);
  const wire = new Uint8Array(1 + 64 * n + message.length);
  wire[0] = n;
  wire.set(message, 1 + 64 * n);
  return Buffer.from(wire).toString('base64');
}

export const base64Of = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
