import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { utf8 } from '@scure/base';
import { base58, hex } from '@scure/base';
import { decodeHexEd25519Seed, equalBytes } from '../validate/ed25519Key';
import {
  chainOutsideFamily,
  invalid,
  resultOf,
  VALID,
  type NetworkKind,
  type ValidationResult,
} from '../validate/result';
import { POLKADOT_CHAINS } from './chains';

const SS58PRE = utf8.decode('SS58PRE');
/** ss58 registry: 0 is Polkadot; 42 is the generic Substrate format Westend uses. */
const FORMAT: Record<NetworkKind, number> = { mainnet: 0, testnet: 42, regtest: 42 };

function checksum(body: Uint8Array): Uint8Array {
  const data = new Uint8Array(SS58PRE.length + body.length);
  data.set(SS58PRE);
  data.set(body, SS58PRE.length);
  return blake2b(data, { dkLen: 64 }).subarray(0, 2);
}

/** ss58 of a 32-byte account id with a one-byte network format (0–63). */
export function ss58Encode(publicKey: Uint8Array, format = 0): string {
  if (publicKey.length !== 32) throw new Error('Account id must be 32 bytes');
  if (!Number.isInteger(format) || format < 0 || format > 63) throw new Error('Unsupported ss58 format');
  const body = new Uint8Array(33);
  body[0] = format;
  body.set(publicKey, 1);
  const out = new Uint8Array(35);
  out.set(body);
  out.set(checksum(body), 33);
  return base58.encode(out);
}

/** Decodes an ss58 account address (one- or two-byte format, 32-byte id, 2-byte checksum). */
export function ss58Decode(address: string): { format: number; publicKey: Uint8Array } {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    throw new Error('Address is not base58');
  }
  const first = bytes[0] ?? 255;
  if (first > 127) throw new Error('Address has an unknown ss58 prefix');
  const prefixLength = first < 64 ? 1 : 2;
  if (bytes.length !== prefixLength + 34) throw new Error('Address has the wrong length');
  const body = bytes.subarray(0, prefixLength + 32);
  if (!equalBytes(checksum(body), bytes.subarray(prefixLength + 32)))
    throw new Error('Address checksum does not match');
  const second = bytes[1] ?? 0;
  // Two-byte formats pack 14 bits: the low six of the first byte are the middle bits.
  const format = prefixLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
  return { format, publicKey: bytes.slice(prefixLength, prefixLength + 32) };
}

export function polkadotAddress(publicKey: Uint8Array, network: NetworkKind = 'mainnet'): string {
  return ss58Encode(publicKey, FORMAT[network]);
}

/** A 32-byte seed (ed25519) or mini-secret (sr25519) in hex, 0x optional. */
export function decodePolkadotSeed(key: string): Uint8Array {
  const text = key.trim();
  const body = /^0x/i.test(text) ? text.slice(2) : text;
  if (body.length !== 64) throw new Error('Private key must be 32 bytes of hex');
  return decodeHexEd25519Seed(text);
}

/**
 * An imported sr25519 key: polkadot.js's 64-byte secret key (the ed25519-expanded scalar and
 * the nonce, as `sr25519PairFromSeed(seed).secretKey` holds it), hex; null when `key` is not
 * 64 bytes of hex. A 32-byte key stays an ed25519 seed: 32 bytes alone cannot say which
 * scheme they were used with (subkey's "secret seed" is either), and existing wallets keep
 * their address.
 */
export function decodePolkadotSrSecret(key: string): Uint8Array | null {
  const text = key.trim();
  const body = /^0x/i.test(text) ? text.slice(2) : text;
  return /^[0-9a-fA-F]{128}$/.test(body) ? hex.decode(body.toLowerCase()) : null;
}

/** An ss58 address with a good checksum in the network's format (0 for Polkadot). */
export function validateAddress(
  chainName: string,
  address: string,
  network: NetworkKind = 'mainnet',
): ValidationResult {
  const outside = chainOutsideFamily(chainName, POLKADOT_CHAINS);
  if (outside) return invalid(outside);
  let decoded: { format: number };
  try {
    decoded = ss58Decode(address);
  } catch (e) {
    return invalid((e as Error).message);
  }
  if (decoded.format !== FORMAT[network])
    return invalid(`Address is for another network (ss58 format ${decoded.format})`);
  return VALID;
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, POLKADOT_CHAINS);
  if (outside) return invalid(outside);
  if (decodePolkadotSrSecret(key)) return VALID;
  return resultOf(() => ed25519.getPublicKey(decodePolkadotSeed(key)), 'Invalid private key');
}
