import { blake2b } from '@noble/hashes/blake2.js';
import { base64, hex } from '@scure/base';
import { filecoinAddressFromPublicKey } from '../../../shared/chains/filecoin/validate';
import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../types';
import { checkFilecoinIntent } from './checkIntent';
import {
  cidBytes,
  cidString,
  decodeFilecoinMessage,
  SIG_TYPE_SECP256K1,
  signedMessageCbor,
  type FilecoinMessage,
} from './messageCodec';

/** What a secp256k1 key signs: blake2b-256 of the message's CID bytes (lotus lib/sigs/secp). */
export function filecoinSigningDigest(messageCbor: Uint8Array): Uint8Array {
  return blake2b(cidBytes(messageCbor), { dkLen: 32 });
}

/** Lotus' JSON of a SignedMessage, what Filecoin.MpoolPush takes. */
export function signedMessageJson(m: FilecoinMessage, signature65: Uint8Array, cid: string) {
  return {
    Message: {
      Version: m.version,
      To: m.to,
      From: m.from,
      Nonce: Number(m.nonce),
      Value: m.value.toString(10),
      GasLimit: Number(m.gasLimit),
      GasFeeCap: m.gasFeeCap.toString(10),
      GasPremium: m.gasPremium.toString(10),
      Method: Number(m.method),
      Params: null,
    },
    Signature: { Type: SIG_TYPE_SECP256K1, Data: base64.encode(signature65) },
    CID: { '/': cid },
  };
}

/**
 * Filecoin: decodes main's message CBOR itself, checks it against the approved intent, and signs
 * blake2b-256 of its CID bytes with the sending address's secp256k1 key (its path, or the
 * imported key at ''). The signature is r ‖ s ‖ v; the signed message's CID (of
 * [message, 0x01 ‖ signature]) is the id Lotus returns from MpoolPush, and its digest keys the
 * journal.
 */
export const signFilecoin: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'filecoin') throw new AppError('INTENT_MISMATCH', 'family');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const { message: m, bytes } = decodeFilecoinMessage(p.unsigned, p.network);
  const me = filecoinAddressFromPublicKey(p.keys.secp.publicKey(path), p.network);
  const maxFee = checkFilecoinIntent(m, intent, me);
  const { signature, recovery } = p.keys.secp.sign(path, filecoinSigningDigest(bytes));
  const sig65 = Uint8Array.of(...signature, recovery);
  const signedCid = cidBytes(signedMessageCbor(bytes, sig65));
  const cid = cidString(signedCid);
  return {
    signed: JSON.stringify(signedMessageJson(m, sig65, cid)),
    hash: hex.encode(signedCid.subarray(6)),
    fee: maxFee,
    detail: {
      family: 'filecoin',
      from: m.from,
      fee: maxFee.toString(10),
      nonce: m.nonce.toString(10),
      gasLimit: m.gasLimit.toString(10),
      gasFeeCap: m.gasFeeCap.toString(10),
      gasPremium: m.gasPremium.toString(10),
      cid,
    },
  };
};
