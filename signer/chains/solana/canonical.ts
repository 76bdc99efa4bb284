import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { AppError } from '../../../shared/errors';
import type { DecodedSolanaMessage } from './decodeMessage';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/**
 * Compares an instruction with the one web3.js or spl-token builds from the approved values:
 * same program, the same accounts in the same order (no extra account, no multisig signer)
 * and the same data bytes (nothing after the fields the decoder read).
 */
export function expectCanonical(
  actual: TransactionInstruction,
  canonical: TransactionInstruction,
  what: string,
) {
  if (!actual.programId.equals(canonical.programId)) throw mismatch(`${what}: another program`);
  const keys = actual.keys;
  if (
    keys.length !== canonical.keys.length ||
    keys.some((k, i) => !k.pubkey.equals(canonical.keys[i]!.pubkey))
  )
    throw mismatch(`${what}: the accounts differ from the approved ones`);
  if (!actual.data.equals(canonical.data))
    throw mismatch(`${what}: the data differs from the approved values`);
}

/**
 * Writable flags come from the message header, one per account, so they are checked over the
 * whole message: each account must be writable exactly when a canonical instruction needs it
 * (the fee payer is; programs are not), and no account may be listed that no instruction uses.
 * Signers need no check here: the header allows one, account 0, already held to the wallet.
 */
export function expectAccountFlags(
  msg: DecodedSolanaMessage,
  feePayer: PublicKey,
  canonical: readonly TransactionInstruction[],
) {
  const writable = new Map<string, boolean>();
  const add = (key: PublicKey, w: boolean) =>
    writable.set(key.toBase58(), w || writable.get(key.toBase58()) === true);
  add(feePayer, true);
  for (const ix of canonical) {
    add(ix.programId, false);
    for (const k of ix.keys) add(k.pubkey, k.isWritable);
  }
  msg.accountKeys.forEach((key, i) => {
    const want = writable.get(key.toBase58());
    if (want === undefined)
      throw mismatch(`The message lists an account no instruction uses: ${key.toBase58()}`);
    if (msg.message.isAccountWritable(i) !== want)
      throw mismatch(`${key.toBase58()} is marked ${want ? 'read-only' : 'writable'}`);
  });
}
