import { hex } from '@scure/base';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { rippleAddressFromPublicKey } from '../../../shared/chains/ripple/rippleCodec';
import { AppError } from '../../../shared/errors';
import type { RippleJournalDetail } from './journalDetail';
import type { TransferSigner } from '../types';
import { checkRippleIntent, type RippleIntent } from './checkIntent';
import { checkRippleTrust } from './checkTrust';
import { decodePayment, type DecodedPayment } from './decodePayment';
import { decodeTrustSet, type DecodedTrustSet } from './decodeTrustSet';
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
  // checkRippleIntent let an issued Amount through only with SendMax in that same token
  ...(tx.issued
    ? {
        currency: tx.issued.currency,
        issuer: tx.issued.issuer,
        sendMax: tx.sendMax!.units.toString(10),
      }
    : {}),
});

/** A TrustSet's journal line: the token and the limit, to the wallet's own account. */
const trustDetailOf = (tx: DecodedTrustSet, intent: RippleIntent): RippleJournalDetail => ({
  family: 'ripple',
  from: intent.from,
  to: intent.from,
  amount: '0',
  fee: tx.fee.toString(10),
  sequence: tx.sequence,
  lastLedgerSequence: tx.lastLedgerSequence,
  currency: tx.limit.currency,
  issuer: tx.limit.issuer,
  limit: tx.limit.units.toString(10),
});

/**
 * XRP Ledger: decodes main's unsigned Payment (XRP or an issued currency) or TrustSet itself,
 * checks it against the approved intent,
 * puts its own SigningPubKey in, and signs exactly the codec's signing encoding of it. Nothing
 * main sends beside the bytes is read. `fee` is the transaction's Fee, all it can cost.
 */
export const signRipple: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'ripple') throw new AppError('INTENT_MISMATCH', 'family');
  const key = rippleKeyOf(p.keys, p.activePath);
  // @scure/base's hex reads either case: the codec's upper-case hex goes in as it is
  const signer = rippleAddressFromPublicKey(hex.decode(key.publicKey));
  let json: Record<string, unknown>;
  let fee: bigint;
  let detail: RippleJournalDetail;
  if (intent.kind === 'transfer') {
    const tx = decodePayment(p.unsigned);
    checkRippleIntent(tx, intent, signer, key.publicKey);
    [json, fee, detail] = [tx.json, tx.fee, detailOf(tx, intent)];
  } else {
    // XRP has no speed-up or cancel: a transaction past its LastLedgerSequence can never land
    if (intent.kind !== 'trust' && intent.kind !== 'untrust') throw new AppError('INTENT_MISMATCH', 'kind');
    const tx = decodeTrustSet(p.unsigned);
    checkRippleTrust(tx, intent, signer, key.publicKey);
    [json, fee, detail] = [tx.json, tx.fee, trustDetailOf(tx, intent)];
  }
  const toSign = { ...json, SigningPubKey: key.publicKey };
  const TxnSignature = key.sign(hex.decode(encodeForSigning(toSign)));
  const blob = encode({ ...toSign, TxnSignature });
  const hash = hex.encode(sha512Half(hex.decode(`${TXN_PREFIX}${blob}`)));
  const out: SignedRippleTx = { tx_blob: blob, hash: hash.toUpperCase() };
  return { signed: JSON.stringify(out), hash, fee, detail };
};
