import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { seedOfSecretKey } from '../validate/ed25519Key';
import { chainOutsideFamily, invalid, resultOf, VALID, type ValidationResult } from '../validate/result';
import { TEZOS_CHAINS } from './chains';

const b58check = createBase58check(sha256);

/** Tezos base58check prefixes (octez src/lib_crypto/base58.ml) and payload sizes. */
const ADDRESS_PREFIXES: Record<string, { bytes: number[]; kind: string }> = {
  tz1: { bytes: [6, 161, 159], kind: 'ed25519' },
  tz2: { bytes: [6, 161, 161], kind: 'secp256k1' },
  tz3: { bytes: [6, 161, 164], kind: 'p256' },
  tz4: { bytes: [6, 161, 166], kind: 'bls' },
  KT1: { bytes: [2, 90, 121], kind: 'contract' },
};
const EDPK = [13, 15, 37, 217];
const EDSK_SEED = [13, 15, 58, 7];
const EDSK_SECRET = [43, 246, 78, 7];

function withPrefix(prefix: number[], payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(prefix.length + payload.length);
  out.set(prefix);
  out.set(payload, prefix.length);
  return out;
}

function hasPrefix(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function decodeCheck(text: string, what: string): Uint8Array {
  try {
    return b58check.decode(text);
  } catch {
    throw new Error(`${what} checksum does not match`);
  }
}

/** tz1: base58check of the 20-byte blake2b hash of the ed25519 public key. */
export function tezosAddress(publicKey: Uint8Array): string {
  return b58check.encode(withPrefix(ADDRESS_PREFIXES.tz1?.bytes ?? [], blake2b(publicKey, { dkLen: 20 })));
}

export function tezosPublicKey(publicKey: Uint8Array): string {
  return b58check.encode(withPrefix(EDPK, publicKey));
}

/** edsk… of the 32-byte seed (54 characters), as octez-client exports it. */
export function tezosSecretKey(seed: Uint8Array): string {
  return b58check.encode(withPrefix(EDSK_SEED, seed));
}

/**
 * The 32-byte seed of an unencrypted ed25519 key: edsk of a 32-byte seed (54 characters) or
 * of the 64-byte secret key (98 characters, seed then public key).
 */
export function decodeTezosSecretKey(key: string): Uint8Array {
  const text = key.trim();
  if (text.startsWith('edesk')) throw new Error('Encrypted keys are not supported');
  if (/^(spsk|p2sk|BLsk)/.test(text)) throw new Error('Only ed25519 (edsk) keys are supported');
  if (!text.startsWith('edsk')) throw new Error('Private key must start with edsk');
  if (text.length < 50) throw new Error('Private key is too short');
  const bytes = decodeCheck(text, 'Private key');
  if (bytes.length === 36 && hasPrefix(bytes, EDSK_SEED)) return bytes.slice(4);
  if (bytes.length === 68 && hasPrefix(bytes, EDSK_SECRET)) return seedOfSecretKey(bytes.slice(4));
  throw new Error('Private key has the wrong length');
}

/** tz1/tz2/tz3/tz4 implicit accounts and KT1 contracts, with their base58check checksum. */
export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, TEZOS_CHAINS);
  if (outside) return invalid(outside);
  const prefix = ADDRESS_PREFIXES[address.slice(0, 3)];
  if (!prefix) return invalid('Address must start with tz1, tz2, tz3, tz4 or KT1');
  if (address.length !== 36) return invalid('Address must be 36 characters');
  let bytes: Uint8Array;
  try {
    bytes = decodeCheck(address, 'Address');
  } catch (e) {
    return invalid((e as Error).message);
  }
  if (bytes.length !== 23 || !hasPrefix(bytes, prefix.bytes)) return invalid('Address has the wrong prefix');
  return VALID;
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, TEZOS_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => ed25519.getPublicKey(decodeTezosSecretKey(key)), 'Invalid private key');
}
