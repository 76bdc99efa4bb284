import { bech32 } from '@scure/base';
import { hash160 } from '../validate/hash160';
import { chainOutsideFamily, invalid, resultOf, type ValidationResult } from '../validate/result';
import { decodeHexSecpKey } from '../validate/secp256k1Key';
import { COSMOS_CHAINS } from './chains';

/** bech32 account prefix per chain (the wallet handles account addresses only). */
export const COSMOS_PREFIX: Readonly<Record<string, string>> = { cosmos: 'cosmos', thorchain: 'thor' };

function prefixOf(chainName: string): string {
  const prefix = COSMOS_PREFIX[chainName];
  if (!prefix) throw new Error('Unsupported chain');
  return prefix;
}

/** bech32(prefix, RIPEMD160(SHA256(compressed public key))), as the Cosmos SDK does for secp256k1. */
export function cosmosAddressFromPublicKey(chainName: string, publicKey: Uint8Array): string {
  if (publicKey.length !== 33) throw new Error('Cosmos addresses need a compressed public key');
  return bech32.encode(prefixOf(chainName), bech32.toWords(hash160(publicKey)));
}

export function decodeCosmosAddress(chainName: string, address: string): Uint8Array {
  const prefix = prefixOf(chainName);
  if (!address.toLowerCase().startsWith(`${prefix}1`)) throw new Error(`Address must start with ${prefix}1`);
  if (address !== address.toLowerCase() && address !== address.toUpperCase())
    throw new Error('Address mixes upper and lower case');
  const decoded = bech32.decodeUnsafe(address.toLowerCase(), 90);
  if (!decoded) throw new Error('Address checksum (bech32) does not match');
  if (decoded.prefix !== prefix) throw new Error(`Address must start with ${prefix}1`);
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes || bytes.length !== 20) throw new Error('Address payload must be 20 bytes');
  return bytes;
}

/** 64 hex digits (as Keplr exports them; 0x tolerated), a scalar in range. */
export function decodeCosmosPrivateKey(key: string): Uint8Array {
  return decodeHexSecpKey(key.trim(), true);
}

export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, COSMOS_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeCosmosAddress(chainName, address), 'Invalid address');
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, COSMOS_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeCosmosPrivateKey(key), 'Invalid private key');
}

export const cosmosValidator = { validateAddress, validatePrivateKey };
