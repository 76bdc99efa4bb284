import { createHmac } from 'node:crypto';
import {
  publicChildren as childrenWith,
  type SecpPublicKey,
} from '../../../shared/crypto/secpPublicChildren';

export { secpPublicKey, type SecpPublicKey } from '../../../shared/crypto/secpPublicChildren';

const hmacSha512 = (key: Uint8Array, data: Uint8Array): Uint8Array =>
  createHmac('sha512', key).update(data).digest();

/**
 * BIP32 CKDpub for the non-hardened children `startIndex … startIndex+count-1` of a parent
 * given by its compressed public key and chain code, with node:crypto's HMAC. The tests check
 * every child against @scure/bip32's deriveChild.
 */
export const publicChildren = (
  parentPublicKey: Uint8Array,
  chainCode: Uint8Array,
  startIndex: number,
  count: number,
): SecpPublicKey[] => childrenWith(parentPublicKey, chainCode, startIndex, count, hmacSha512);
