import { ed25519 } from '@noble/curves/ed25519.js';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { decodeHexEd25519Seed } from '../validate/ed25519Key';
import { chainOutsideFamily, invalid, resultOf, VALID, type ValidationResult } from '../validate/result';
import { APTOS_CHAINS } from './chains';

/** The single-signer ed25519 authentication scheme byte of AIP-40 addresses. */
const ED25519_SCHEME = 0x00;
const LONG = /^0x[0-9a-fA-F]{64}$/;
const SHORT_SPECIAL = /^0x[0-9a-fA-F]$/;
/** AIP-80 private key form, e.g. ed25519-priv-0x… */
const AIP80 = 'ed25519-priv-';

/** sha3-256(publicKey || 0x00), as 0x and 64 lower-case hex digits. */
export function aptosAddress(publicKey: Uint8Array): string {
  const data = new Uint8Array(33);
  data.set(publicKey);
  data[32] = ED25519_SCHEME;
  return `0x${hex.encode(sha3_256(data))}`;
}

/** 32 bytes of hex (0x optional) or the AIP-80 form `ed25519-priv-0x…`. */
export function decodeAptosPrivateKey(key: string): Uint8Array {
  let text = key.trim();
  if (text.startsWith(AIP80)) text = text.slice(AIP80.length);
  const body = /^0x/i.test(text) ? text.slice(2) : text;
  if (body.length !== 64) throw new Error('Private key must be 32 bytes of hex');
  return decodeHexEd25519Seed(text);
}

/**
 * AIP-40 strict parsing (the SDK's AccountAddress.fromStringStrict): 0x and 64 hex digits;
 * the short form is allowed only for the special addresses 0x0–0xf, with no padding zeroes.
 */
export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, APTOS_CHAINS);
  if (outside) return invalid(outside);
  if (!address.startsWith('0x')) return invalid('Address must start with 0x');
  if (SHORT_SPECIAL.test(address)) return VALID;
  if (!LONG.test(address)) return invalid('Address must be 0x followed by 64 hex characters');
  return VALID;
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, APTOS_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => ed25519.getPublicKey(decodeAptosPrivateKey(key)), 'Invalid private key');
}
