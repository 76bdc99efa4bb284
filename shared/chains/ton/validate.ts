import { ed25519 } from '@noble/curves/ed25519.js';
import { base64 } from '@scure/base';
import { crc16xmodem } from '../validate/crc16';
import { decodeHexEd25519Seed } from '../validate/ed25519Key';
import {
  chainOutsideFamily,
  invalid,
  resultOf,
  VALID,
  type NetworkKind,
  type ValidationResult,
} from '../validate/result';
import { TON_CHAINS } from './chains';

/** User-friendly address tags (TON docs, "Smart contract addresses"). */
const BOUNCEABLE = 0x11;
const NON_BOUNCEABLE = 0x51;
const TEST_ONLY = 0x80;
const RAW = /^(0|-1):[0-9a-fA-F]{64}$/;

export interface TonAddress {
  workchain: number;
  hash: Uint8Array;
  bounceable: boolean;
  testOnly: boolean;
}

/** 36 bytes: tag, workchain (int8), 32-byte account hash, CRC16-XModem big-endian. */
export function decodeTonFriendly(address: string): TonAddress {
  if (address.length !== 48) throw new Error('Address must be 48 characters');
  if (/[-_]/.test(address) && /[+/]/.test(address)) throw new Error('Address mixes base64 alphabets');
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(address.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw new Error('Address is not valid base64');
  }
  const crc = crc16xmodem(bytes.subarray(0, 34));
  if (bytes[34] !== crc >> 8 || bytes[35] !== (crc & 0xff))
    throw new Error('Address checksum does not match');
  const tag = bytes[0] ?? 0;
  const testOnly = (tag & TEST_ONLY) !== 0;
  const kind = tag & ~TEST_ONLY;
  if (kind !== BOUNCEABLE && kind !== NON_BOUNCEABLE) throw new Error('Address has an unknown tag');
  const wc = bytes[1] ?? 0;
  if (wc !== 0 && wc !== 0xff) throw new Error('Address workchain must be 0 or -1');
  return {
    workchain: wc === 0xff ? -1 : 0,
    hash: bytes.slice(2, 34),
    bounceable: kind === BOUNCEABLE,
    testOnly,
  };
}

/** A TON seed: 32 bytes of hex, or the 64-byte secret key @ton/crypto returns (seed then public key). */
export function decodeTonSeed(key: string): Uint8Array {
  return decodeHexEd25519Seed(key.trim());
}

/**
 * Raw `0:<64 hex>` / `-1:<64 hex>`, or the 48-character user-friendly form in base64 or
 * base64url with a good CRC. A test-only address is refused on mainnet and vice versa.
 */
export function validateAddress(
  chainName: string,
  address: string,
  network: NetworkKind = 'mainnet',
): ValidationResult {
  const outside = chainOutsideFamily(chainName, TON_CHAINS);
  if (outside) return invalid(outside);
  if (address.includes(':'))
    return RAW.test(address) ? VALID : invalid('Raw address must be 0: or -1: and 64 hex characters');
  let decoded: TonAddress;
  try {
    decoded = decodeTonFriendly(address);
  } catch (e) {
    return invalid((e as Error).message);
  }
  if (decoded.testOnly && network === 'mainnet') return invalid('Address is for testnet');
  return VALID;
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, TON_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => ed25519.getPublicKey(decodeTonSeed(key)), 'Invalid private key');
}
