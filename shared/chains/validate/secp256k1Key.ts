import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';

const HEX_64 = /^[0-9a-fA-F]{64}$/;

/**
 * Parses a raw secp256k1 private key written as 64 hex digits (an optional 0x is accepted
 * when `allow0x`) and checks that it is a scalar in [1, n-1], so an address exists for it.
 */
export function decodeHexSecpKey(key: string, allow0x: boolean): Uint8Array {
  const body = allow0x && /^0x/i.test(key) ? key.slice(2) : key;
  if (!HEX_64.test(body)) throw new Error('Private key must be 64 hex characters');
  return checkSecpScalar(hex.decode(body.toLowerCase()));
}

/** Throws unless the 32 bytes are a usable secp256k1 secret (not zero, below the order). */
export function checkSecpScalar(bytes: Uint8Array): Uint8Array {
  if (bytes.length !== 32 || !secp256k1.utils.isValidSecretKey(bytes))
    throw new Error('Private key is out of range for secp256k1');
  return bytes;
}

/**
 * The 65-byte uncompressed form of a public key. Keys here come from our own derivation or
 * from a checked private key, so an uncompressed key is passed through without the costly
 * on-curve re-check (it dominated batch derivation); a compressed one is decompressed.
 */
export function uncompressedPublicKey(publicKey: Uint8Array): Uint8Array {
  if (publicKey.length === 65 && publicKey[0] === 0x04) return publicKey;
  return secp256k1.Point.fromBytes(publicKey).toBytes(false);
}
