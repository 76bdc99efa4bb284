import { ed25519 } from '@noble/curves/ed25519.js';
import { base32 } from '@scure/base';
import { crc16xmodem } from '../validate/crc16';
import { equalBytes } from '../validate/ed25519Key';
import { chainOutsideFamily, invalid, resultOf, type ValidationResult } from '../validate/result';
import { STELLAR_CHAINS } from './chains';

/** StrKey version bytes (SEP-0023): G… account id and S… secret seed. */
const VERSION = { publicKey: 6 << 3, secretSeed: 18 << 3 } as const;
type StrKeyKind = keyof typeof VERSION;

/** StrKey: base32 of version byte, 32-byte payload and CRC16-XModem (little-endian). */
export function encodeStrKey(kind: StrKeyKind, payload: Uint8Array): string {
  if (payload.length !== 32) throw new Error('StrKey payload must be 32 bytes');
  const body = new Uint8Array(35);
  body[0] = VERSION[kind];
  body.set(payload, 1);
  const crc = crc16xmodem(body.subarray(0, 33));
  body[33] = crc & 0xff;
  body[34] = crc >> 8;
  return base32.encode(body);
}

export function decodeStrKey(kind: StrKeyKind, text: string, what: string): Uint8Array {
  if (text.length !== 56) throw new Error(`${what} must be 56 characters`);
  let body: Uint8Array;
  try {
    body = base32.decode(text);
  } catch {
    throw new Error(`${what} is not valid base32`);
  }
  if (body[0] !== VERSION[kind]) throw new Error(`${what} has the wrong version byte`);
  const crc = crc16xmodem(body.subarray(0, 33));
  if (!equalBytes(Uint8Array.of(crc & 0xff, crc >> 8), body.subarray(33)))
    throw new Error(`${what} checksum does not match`);
  return body.slice(1, 33);
}

export function stellarAddress(publicKey: Uint8Array): string {
  return encodeStrKey('publicKey', publicKey);
}

/** The 32-byte ed25519 seed of a Stellar secret seed (S…). */
export function decodeStellarSecret(key: string): Uint8Array {
  const text = key.trim();
  if (!text.startsWith('S')) throw new Error('Secret seed must start with S');
  return decodeStrKey('secretSeed', text, 'Secret seed');
}

/** An account id G…: StrKey with the ed25519 public key version and a good checksum. */
export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, STELLAR_CHAINS);
  if (outside) return invalid(outside);
  if (address.startsWith('M')) return invalid('Muxed (M…) addresses are not supported');
  if (!address.startsWith('G')) return invalid('Address must start with G');
  return resultOf(() => decodeStrKey('publicKey', address, 'Address'), 'Invalid address');
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, STELLAR_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => ed25519.getPublicKey(decodeStellarSecret(key)), 'Invalid secret seed');
}
