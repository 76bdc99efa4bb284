import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { encodeOpHash } from '@taquito/utils';
import { tezosTokenId } from '../../../shared/chains/tezos/tokens';
import { tezosAddress, tezosPublicKey } from '../../../shared/chains/tezos/validate';
import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../types';
import { checkTezosIntent } from './checkIntent';
import { decodeTezosOperation } from './decodeOperation';

/** The watermark of a generic (manager) operation: what a signature of it can never be mistaken for. */
export const GENERIC_WATERMARK = 0x03;

/** blake2b-256 of the watermark and the forged bytes: what a Tezos key signs. */
export function tezosSigningDigest(forged: Uint8Array): Uint8Array {
  const message = new Uint8Array(forged.length + 1);
  message[0] = GENERIC_WATERMARK;
  message.set(forged, 1);
  return blake2b(message, { dkLen: 32 });
}

/**
 * Tezos: parses main's forged operation itself, checks it against the approved intent and signs
 * blake2b(0x03 ‖ bytes) with the sending address's ed25519 key (its path, or the imported key
 * at ''). Returns what /injection/operation takes: the forged bytes followed by the 64-byte
 * signature, in hex. The journal keys it by blake2b-256 of those bytes, whose base58 (o…) is
 * the chain's operation hash.
 */
export const signTezos: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'tezos') throw new AppError('INTENT_MISMATCH', 'family');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const op = decodeTezosOperation(p.unsigned);
  const publicKey = p.keys.ed.publicKey(path);
  const me = { address: tezosAddress(publicKey), publicKey: tezosPublicKey(publicKey) };
  const checked = checkTezosIntent(op, intent, me);
  const signature = p.keys.ed.sign(path, tezosSigningDigest(op.bytes));
  const signed = p.unsigned + hex.encode(signature);
  const tx = checked.transaction;
  return {
    signed,
    hash: hex.encode(blake2b(hex.decode(signed), { dkLen: 32 })),
    fee: checked.maxCost,
    detail: {
      family: 'tezos',
      from: tx.source,
      fee: checked.maxCost.toString(10),
      branch: op.branch,
      counter: tx.counter.toString(10),
      reveal: checked.reveal,
      gasLimit: tx.gasLimit.toString(10),
      storageLimit: tx.storageLimit.toString(10),
      ...(intent.token ? { token: tezosTokenId(intent.token) } : {}),
      opHash: encodeOpHash(signed),
    },
  };
};
