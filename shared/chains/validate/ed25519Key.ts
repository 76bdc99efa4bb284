import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';

/**
 * Parses 32 (a seed) or 64 bytes (seed then public key) of hex with an optional 0x and
 * returns the 32-byte seed. A 64-byte key whose second half is not the seed's public key
 * is refused: it would sign for one address and show another.
 */
export function decodeHexEd25519Seed(key: string, what = 'Private key'): Uint8Array {
  const body = /^0x/i.test(key) ? key.slice(2) : key;
  if (!/^[0-9a-fA-F]*$/.test(body)) throw new Error(`${what} must be hex`);
  if (body.length !== 64 && body.length !== 128) throw new Error(`${what} must be 32 or 64 bytes of hex`);
  return seedOfSecretKey(hex.decode(body.toLowerCase()));
}

/** The seed of a 32-byte seed or a 64-byte seed||publicKey secret key, checked. */
export function seedOfSecretKey(bytes: Uint8Array): Uint8Array {
  if (bytes.length === 32) return bytes;
  if (bytes.length !== 64) throw new Error('Secret key must be 32 or 64 bytes');
  const seed = bytes.slice(0, 32);
  const publicKey = ed25519.getPublicKey(seed);
  if (!equalBytes(publicKey, bytes.subarray(32))) throw new Error('Secret key does not match its public key');
  return seed;
}

/** True when the 32 bytes decode to a point of the ed25519 curve. */
export function isEd25519Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
