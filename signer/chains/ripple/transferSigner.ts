import { hex } from '@scure/base';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { rippleAddressFromPublicKey } from '../../../shared/chains/validate/rippleCodec';
import { AppError } from '../../../shared/errors';
import type { RippleJournalDetail } from '../../journal/journalEntry';
import type { TransferSigner } from '../types';
import { checkRippleIntent } from './checkIntent';
import { decodePayment, type DecodedPayment } from './decodePayment';
import { rippleKeyOf, sha512Half } from './rippleKey';

/** HashPrefix::transactionID, 'TXN\0': a signed transaction's hash is SHA-512Half of it and the blob. */
const TXN_PREFIX = '54584E00';

/** What main submits: `tx_blob` is the signed binary `submit` takes, `hash` its transaction id. */
export interface SignedRippleTx {
  tx_blob: string;
  hash: string;
}

const detailOf = (tx: DecodedPayment): RippleJournalDetail => ({
  family: 'ripple',
  from: tx.account,
  to: tx.destination,
  amount: tx.amount.toString(10),
  fee: tx.fee.toString(10),
  sequence: tx.sequence,
  lastLedgerSequence: tx.lastLedgerSequence,
  ...(tx.destinationTag !== undefined ? { destinationTag: tx.destinationTag } : {}),
});

/**
 * XRP Ledger: decodes main's unsigned Payment itself, checks it against the approved intent,
 * puts its own SigningPubKey in, and signs exactly the codec's signing encoding of it. Nothing
 * main sends beside the bytes is read. `fee` is the transaction's Fee, all it can cost.
 */
export const signRipple: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'ripple') throw new AppError('INTENT_MISMATCH', 'family');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const tx = decodePayment(p.unsigned);
  const key = rippleKeyOf(p.keys, path);
  const signer = rippleAddressFromPublicKey(hex.decode(key.publicKey.toLowerCase()));
  checkRippleIntent(tx, intent, signer, key.publicKey);
  const toSign = { ...tx.json, SigningPubKey: key.publicKey };
  const TxnSignature = key.sign(hex.decode(encodeForSigning(toSign).toLowerCase()));
  const blob = encode({ ...toSign, TxnSignature });
  const hash = hex.encode(sha512Half(hex.decode(`${TXN_PREFIX}${blob}`.toLowerCase())));
  const out: SignedRippleTx = { tx_blob: blob, hash: hash.toUpperCase() };
  return { signed: JSON.stringify(out), hash, fee: tx.fee, detail: detailOf(tx) };
};
