import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** RIPEMD160(SHA256(x)): the key and script hash of the Bitcoin-derived and secp256k1 account chains. */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data));
}
