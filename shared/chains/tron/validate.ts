import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check } from '@scure/base';
import { chainOutsideFamily, invalid, resultOf, type ValidationResult } from '../validate/result';
import { decodeHexSecpKey, uncompressedPublicKey } from '../validate/secp256k1Key';
import { TRON_CHAINS } from './chains';

/** Every Tron mainnet account id starts with this byte, which is why addresses start with T. */
export const TRON_ADDRESS_PREFIX = 0x41;
const b58c = createBase58check(sha256);

export function tronAddressFromPublicKey(publicKey: Uint8Array): string {
  const id = keccak_256(uncompressedPublicKey(publicKey).subarray(1)).subarray(12);
  const payload = new Uint8Array(21);
  payload[0] = TRON_ADDRESS_PREFIX;
  payload.set(id, 1);
  return b58c.encode(payload);
}

/** The 21-byte payload (0x41 || account id) of a base58check Tron address; throws a reason. */
export function decodeTronAddress(address: string): Uint8Array {
  if (!address.startsWith('T')) throw new Error('Tron address must start with T');
  if (address.length !== 34) throw new Error('Tron address must be 34 characters');
  let payload: Uint8Array;
  try {
    payload = b58c.decode(address);
  } catch {
    throw new Error('Address checksum (base58check) does not match');
  }
  if (payload.length !== 21 || payload[0] !== TRON_ADDRESS_PREFIX)
    throw new Error('Not a Tron address (prefix 0x41 expected)');
  return payload;
}

/** 64 hex digits, an optional 0x stripped (spec §5), a scalar in range. */
export function decodeTronPrivateKey(key: string): Uint8Array {
  return decodeHexSecpKey(key.trim(), true);
}

export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, TRON_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeTronAddress(address), 'Invalid Tron address');
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, TRON_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeTronPrivateKey(key), 'Invalid private key');
}

export const tronValidator = { validateAddress, validatePrivateKey };
