import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { isEd25519Point, seedOfSecretKey } from '../validate/ed25519Key';
import { chainOutsideFamily, invalid, resultOf, VALID, type ValidationResult } from '../validate/result';
import { SOLANA_CHAINS } from './chains';

export function solanaAddress(publicKey: Uint8Array): string {
  return base58.encode(publicKey);
}

function decodeBase58(text: string, what: string): Uint8Array {
  try {
    return base58.decode(text);
  } catch {
    throw new Error(`${what} is not base58`);
  }
}

/** A keypair file as written by solana-keygen: a JSON array of the 64 secret key bytes. */
function decodeByteArray(text: string): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('Private key is not a valid byte array');
  }
  const ok = Array.isArray(parsed) && parsed.every((n) => Number.isInteger(n) && n >= 0 && n <= 255);
  if (!ok) throw new Error('Private key is not a valid byte array');
  return Uint8Array.from(parsed as number[]);
}

/**
 * The 32-byte ed25519 seed of a Solana private key: base58 of the 64-byte secret key
 * (seed then public key, as Phantom and solana-keygen export it), base58 of a 32-byte
 * seed, or the JSON byte array of a keypair file.
 */
export function decodeSolanaSecretKey(key: string): Uint8Array {
  const text = key.trim();
  const bytes = text.startsWith('[') ? decodeByteArray(text) : decodeBase58(text, 'Private key');
  if (bytes.length !== 32 && bytes.length !== 64)
    throw new Error('Private key must be a 64-byte secret key or a 32-byte seed');
  return seedOfSecretKey(bytes);
}

/** A Solana wallet address: base58 of 32 bytes that are a point on the ed25519 curve. */
export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, SOLANA_CHAINS);
  if (outside) return invalid(outside);
  let bytes: Uint8Array;
  try {
    bytes = decodeBase58(address, 'Address');
  } catch (e) {
    return invalid((e as Error).message);
  }
  if (bytes.length !== 32) return invalid('Address must be 32 bytes');
  // Off-curve addresses are program-derived: no key can sign for them.
  if (!isEd25519Point(bytes)) return invalid('Address is not on the ed25519 curve');
  return VALID;
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, SOLANA_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => ed25519.getPublicKey(decodeSolanaSecretKey(key)), 'Invalid private key');
}
