import { VersionedTransaction } from '@solana/web3.js';
import { AppError } from '../../../shared/errors';
import { decodeSolanaMessage, type DecodedSolanaMessage } from './decodeMessage';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/** A dapp's wire transaction as the signer read it: its signature slots and its message. */
export interface DappSolanaTx {
  tx: VersionedTransaction;
  msg: DecodedSolanaMessage;
}

/** Strict base64: only the canonical spelling of the bytes it decodes to. */
export function strictBase64(text: string, what: string): Uint8Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.toString('base64') !== text)
    throw new AppError('BAD_INPUT', `The ${what} is not base64`);
  return new Uint8Array(bytes);
}

/**
 * Decodes a dapp's serialized transaction (signatures, then the message): a legacy message only
 * (a v0 one can pull accounts from lookup tables the signer cannot see), one signature slot per
 * required signer, no trailing bytes; the message itself through decodeSolanaMessage's checks.
 */
export function decodeDappSolanaTx(base64: string): DappSolanaTx {
  const bytes = strictBase64(base64, 'Solana transaction');
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(bytes);
  } catch {
    throw new AppError('BAD_INPUT', 'The Solana transaction does not decode');
  }
  if (tx.version !== 'legacy') throw mismatch('Versioned transactions are not signed, only legacy ones');
  if (!Buffer.from(tx.serialize()).equals(Buffer.from(bytes)))
    throw mismatch('The transaction has trailing or non-canonical bytes');
  const msg = decodeSolanaMessage(Buffer.from(tx.message.serialize()).toString('base64'));
  return { tx, msg };
}
