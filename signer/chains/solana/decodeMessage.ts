import { Message, Transaction, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { AppError } from '../../../shared/errors';

/** A legacy Solana message as the signer read it from the bytes it will sign. */
export interface DecodedSolanaMessage {
  /** the exact bytes the signature covers */
  bytes: Uint8Array;
  message: Message;
  accountKeys: readonly PublicKey[];
  /** every instruction with its accounts' signer and writable flags as the header sets them */
  instructions: readonly TransactionInstruction[];
}

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/** Strict base64: only the canonical spelling of the bytes it decodes to. */
function base64Bytes(text: string): Uint8Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.toString('base64') !== text)
    throw new AppError('BAD_INPUT', 'The unsigned Solana message is not base64');
  return new Uint8Array(bytes);
}

/**
 * Decodes main's base64 legacy message with web3.js. A versioned (v0) message can pull
 * accounts from lookup tables the signer cannot see, so it is refused; so is any message that
 * does not re-serialize to the same bytes (trailing bytes, non-canonical lengths), an index
 * that points past the account list, and an account listed twice.
 */
export function decodeSolanaMessage(unsigned: string): DecodedSolanaMessage {
  const bytes = base64Bytes(unsigned);
  // the top bit of the first byte marks a versioned message (legacy: numRequiredSignatures < 128)
  if ((bytes[0]! & 0x80) !== 0) throw mismatch('Versioned messages are not signed, only legacy ones');
  let message: Message;
  try {
    message = Message.from(bytes);
  } catch {
    throw new AppError('BAD_INPUT', 'The unsigned Solana message does not decode');
  }
  if (!Buffer.from(message.serialize()).equals(Buffer.from(bytes)))
    throw mismatch('The message has trailing or non-canonical bytes');
  const keys = message.accountKeys;
  const seen = new Set(keys.map((k) => k.toBase58()));
  if (seen.size !== keys.length) throw mismatch('The message lists an account twice');
  for (const ix of message.instructions)
    if (ix.programIdIndex >= keys.length || ix.accounts.some((i) => i >= keys.length))
      throw mismatch('An instruction names an account the message does not list');
  // populate applies the header's flags to each instruction's accounts (no signatures given)
  const instructions = Transaction.populate(message).instructions;
  return { bytes, message, accountKeys: keys, instructions };
}
