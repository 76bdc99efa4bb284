import { base58, hex } from '@scure/base';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../types';
import { checkSolanaIntent } from './checkIntent';
import { decodeSolanaMessage } from './decodeMessage';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/**
 * Solana: decodes main's legacy message, checks it against the approved intent and signs its
 * bytes with the wallet's ed25519 key (the sending address's path, or the imported key at '').
 * Returns the wire transaction (one signature, then the message) in base64; the journal keys
 * it by the signature in lower-case hex, and base58 of that signature is the chain's id.
 * No memo is signed on Solana yet.
 */
export const signSolana: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'solana') throw mismatch('family');
  if (intent.memo) throw mismatch('Solana sends carry no memo yet');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const wallet = new PublicKey(p.keys.ed.publicKey(path));
  const msg = decodeSolanaMessage(p.unsigned);
  const checked = checkSolanaIntent(msg, intent, wallet);
  const signature = p.keys.ed.sign(path, msg.bytes);
  const tx = new VersionedTransaction(msg.message, [signature]);
  return {
    signed: Buffer.from(tx.serialize()).toString('base64'),
    hash: hex.encode(signature),
    fee: checked.fee,
    detail: {
      family: 'solana',
      feePayer: wallet.toBase58(),
      signature: base58.encode(signature),
      recentBlockhash: msg.message.recentBlockhash,
      computeUnitLimit: checked.budget.limit,
      computeUnitPrice: checked.budget.price.toString(10),
      ...(checked.mint ? { mint: checked.mint.toBase58() } : {}),
      ...(checked.tokenProgram ? { tokenProgram: checked.tokenProgram.toBase58() } : {}),
      ...(checked.createsAccount ? { createsAccount: true } : {}),
      ...(checked.stakeAccount ? { stakeAccount: checked.stakeAccount.toBase58() } : {}),
    },
  };
};
