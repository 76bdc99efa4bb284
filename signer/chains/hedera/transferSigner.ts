import { sha384 } from '@noble/hashes/sha2.js';
import { proto } from '@hiero-ledger/proto';
import { hex } from '@scure/base';
import { hederaPublicKeyDer } from '../../../shared/chains/hedera/validate';
import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../types';
import { checkHederaIntent } from './checkIntent';
import { decodeHederaTransaction } from './decodeTransaction';

/** 0.0.n@seconds.nanos, the transaction id as HAPI and the SDK print it */
const transactionIdOf = (payer: string, s: bigint, nanos: number) =>
  `${payer}@${s}.${String(nanos).padStart(9, '0')}`;

/**
 * Hedera: decodes main's unsigned TransactionList itself, checks its one body against the
 * approved intent and signs the body bytes with the sending key's ed25519 key (its path, or the
 * imported key at ''). Returns the TransactionList the SDK's `Transaction.fromBytes` reads, with
 * one signature pair keyed by the whole public key. The journal keys it by SHA-384 of the
 * SignedTransaction bytes, the chain's transaction hash; the detail keeps the transaction id.
 */
export function makeHederaSigner(now: () => number = Date.now): TransferSigner {
  return (p) => {
    const intent = p.intent;
    if (intent.family !== 'hedera') throw new AppError('INTENT_MISMATCH', 'family');
    const path = p.keys.importedFor !== null ? '' : p.activePath;
    if (path === undefined || (path === '' && p.keys.importedFor === null))
      throw new AppError('BAD_INPUT', 'no sending address');
    const tx = decodeHederaTransaction(p.unsigned);
    const publicKey = p.keys.ed.publicKey(path);
    checkHederaIntent(tx, intent, hederaPublicKeyDer(publicKey), now());
    const signature = p.keys.ed.sign(path, tx.bodyBytes);
    const signedTransactionBytes = proto.SignedTransaction.encode({
      bodyBytes: tx.bodyBytes,
      sigMap: { sigPair: [{ pubKeyPrefix: publicKey, ed25519: signature }] },
    }).finish();
    const signed = proto.TransactionList.encode({ transactionList: [{ signedTransactionBytes }] }).finish();
    return {
      signed: hex.encode(signed),
      hash: hex.encode(sha384(signedTransactionBytes)),
      fee: tx.maxFee,
      detail: {
        family: 'hedera',
        from: tx.payer.id,
        fee: tx.maxFee.toString(10),
        transactionId: transactionIdOf(tx.payer.id, tx.validStart.seconds, tx.validStart.nanos),
        // Stryker disable next-line OptionalChaining,StringLiteral: checkHederaIntent refused a body without a node
        node: tx.node?.id ?? '',
        memo: tx.memo,
        ...(intent.token !== undefined ? { token: intent.token } : {}),
      },
    };
  };
}

export const signHedera: TransferSigner = makeHederaSigner();
