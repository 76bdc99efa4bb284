import { hash, StrKey, xdr } from '@stellar/stellar-base';
import { hex } from '@scure/base';
import { stellarAddress } from '../../../shared/chains/stellar/validate';
import { AppError } from '../../../shared/errors';
import type { StellarJournalDetail } from './journalDetail';
import type { TransferSigner } from '../types';
import { checkStellarIntent } from './checkIntent';
import { decodeEnvelope, memoText, type DecodedStellarTx } from './decodeEnvelope';
import { STELLAR_PASSPHRASES } from './networks';

/**
 * The hash a Stellar signature covers: sha256 of the TransactionSignaturePayload (the network
 * id, sha256 of the passphrase, and the transaction body with its envelope type).
 */
export function signatureBase(tx: xdr.Transaction, passphrase: string): Buffer {
  const payload = new xdr.TransactionSignaturePayload({
    networkId: hash(Buffer.from(passphrase)), // Buffer's default encoding is UTF-8
    taggedTransaction: xdr.TransactionSignaturePayloadTaggedTransaction.envelopeTypeTx(tx),
  });
  return hash(payload.toXDR());
}

function detailOf(tx: DecodedStellarTx): StellarJournalDetail {
  const op = tx.op;
  const [destination, amount, asset] =
    op.type === 'payment'
      ? [op.destination, op.amount, op.asset]
      : op.type === 'createAccount'
        ? [op.destination, op.startingBalance, 'native']
        : [tx.source, op.limit, op.asset];
  return {
    family: 'stellar',
    from: tx.source,
    operation: op.type,
    destination,
    amount: amount.toString(10),
    asset,
    fee: tx.fee.toString(10),
    sequence: tx.sequence.toString(10),
    maxTime: Number(tx.maxTime),
    memo: memoText(tx.memo),
  };
}

/**
 * Stellar: decodes main's unsigned envelope itself, checks it against the approved intent and
 * signs the signature base under the passphrase of the signer's own network table with the
 * sending address's ed25519 key. Returns the signed envelope (base64 XDR) Horizon takes.
 */
export const signStellar: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'stellar') throw new AppError('INTENT_MISMATCH', 'family');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const tx = decodeEnvelope(p.unsigned);
  const publicKey = p.keys.ed.publicKey(path);
  const signer = stellarAddress(publicKey);
  checkStellarIntent(tx, intent, signer, BigInt(Math.floor(Date.now() / 1000)));
  const base = signatureBase(tx.tx, STELLAR_PASSPHRASES[p.network]);
  const signature = p.keys.ed.sign(path, base);
  const decorated = new xdr.DecoratedSignature({
    hint: Buffer.from(StrKey.decodeEd25519PublicKey(signer).subarray(28)),
    signature: Buffer.from(signature),
  });
  const env = xdr.TransactionEnvelope.envelopeTypeTx(
    new xdr.TransactionV1Envelope({ tx: tx.tx, signatures: [decorated] }),
  );
  return { signed: env.toXDR('base64'), hash: hex.encode(base), fee: tx.fee, detail: detailOf(tx) };
};
