import { hex } from '@scure/base';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { rippleAddressFromPublicKey } from '../../../shared/chains/ripple/rippleCodec';
import { AppError } from '../../../shared/errors';
import type { RippleJournalDetail } from './journalDetail';
import type { TransferSigner } from '../types';
import { checkRippleIntent, type RippleIntent } from './checkIntent';
import { decodePayment, type DecodedPayment } from './decodePayment';
import { rippleKeyOf, sha512Half } from './rippleKey';

/** HashPrefix::transactionID, 'TXN\0': a signed transaction's hash is SHA-512Half of it and the blob. */
const TXN_PREFIX = '54584E00';

/** What main submits: `tx_blob` is the signed binary `submit` takes, `hash` its transaction id. */
export interface SignedRippleTx {
  tx_blob: string;
  hash: string;
}

/** After checkRippleIntent, Account is the intent's sender and Destination its recipient. */
const detailOf = (tx: DecodedPayment, intent: RippleIntent): RippleJournalDetail => ({
  family: 'ripple',
  from: intent.from,
  to: intent.to,
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
  const key = rippleKeyOf(p.keys, p.activePath);
  const tx = decodePayment(p.unsigned);
  // @scure/base's hex reads either case: the codec's upper-case hex goes in as it is
  const signer = rippleAddressFromPublicKey(hex.decode(key.publicKey));
  checkRippleIntent(tx, intent, signer, key.publicKey);
  const toSign = { ...tx.json, SigningPubKey: key.publicKey };
  const TxnSignature = key.sign(hex.decode(encodeForSigning(toSign)));
  const blob = encode({ ...toSign, TxnSignature });
  const hash = hex.encode(sha512Half(hex.decode(`${TXN_PREFIX}${blob}`)));
  const out: SignedRippleTx = { tx_blob: blob, hash: hash.toUpperCase() };
  return { signed: JSON.stringify(out), hash, fee: tx.fee, detail: detailOf(tx, intent) };
};
