import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex, utf8 } from '@scure/base';
import { chainOutsideFamily, invalid, resultOf, VALID, type ValidationResult } from '../validate/result';
import { decodeHexSecpKey, uncompressedPublicKey } from '../validate/secp256k1Key';
import { EVM_CHAINS } from './chains';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: the hex digit is upper case where the keccak of the lower-case hex has a nibble >= 8. */
export function toChecksumAddress(address20: Uint8Array): string {
  if (address20.length !== 20) throw new Error('EVM address must be 20 bytes');
  const lower = hex.encode(address20);
  const hash = keccak_256(utf8.decode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    const c = lower[i] ?? '';
    out += nibble >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/** The 20-byte account id: last 20 bytes of keccak256 over the 64-byte X||Y of the key. */
export function evmAccountId(publicKey: Uint8Array): Uint8Array {
  return keccak_256(uncompressedPublicKey(publicKey).subarray(1)).subarray(12);
}

export function evmAddressFromPublicKey(publicKey: Uint8Array): string {
  return toChecksumAddress(evmAccountId(publicKey));
}

/** 64 hex digits with an optional 0x, a scalar in range. Throws a reason without the key. */
export function decodeEvmPrivateKey(key: string): Uint8Array {
  return decodeHexSecpKey(key.trim(), true);
}

export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, EVM_CHAINS);
  if (outside) return invalid(outside);
  if (!address.startsWith('0x')) return invalid('Address must start with 0x');
  if (!ADDRESS.test(address)) return invalid('Address must be 0x followed by 40 hex characters');
  const body = address.slice(2);
  // EIP-55 leaves single-case addresses unchecksummed; only mixed case carries a checksum.
  if (body === body.toLowerCase() || body === body.toUpperCase()) return VALID;
  const expected = toChecksumAddress(hex.decode(body.toLowerCase()));
  return expected === address ? VALID : invalid('Address checksum (EIP-55) does not match');
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, EVM_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeEvmPrivateKey(key), 'Invalid private key');
}

export const evmValidator = { validateAddress, validatePrivateKey };
