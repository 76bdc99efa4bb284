import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import { decodeHexEd25519Seed } from '../validate/ed25519Key';
import { hederaChecksum } from './hederaChecksum';
import {
  chainOutsideFamily,
  invalid,
  resultOf,
  VALID,
  type NetworkKind,
  type ValidationResult,
} from '../validate/result';
import { HEDERA_CHAINS } from './chains';

/** DER (RFC 8410) prefixes Hedera prints before raw ed25519 keys. */
const DER_PUBLIC = '302a300506032b6570032100';
const DER_PRIVATE = '302e020100300506032b657004220420';
const DER_ECDSA_PRIVATE = '3030020100300706052b8104000a04220420';
const ACCOUNT_ID = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([a-z]{5}))?$/;
const INT64_MAX = 2n ** 63n - 1n;

/** The public key in Hedera's DER hex form: what mirror nodes look accounts up by. */
export function hederaPublicKeyDer(publicKey: Uint8Array): string {
  return DER_PUBLIC + hex.encode(publicKey);
}

/** The 32-byte seed of an ed25519 key in DER hex (302e…) or raw hex (32 or 64 bytes), 0x optional. */
export function decodeHederaPrivateKey(key: string): Uint8Array {
  const text = key.trim().replace(/^0x/i, '').toLowerCase();
  if (text.startsWith(DER_ECDSA_PRIVATE)) throw new Error('Only ed25519 keys are supported');
  if (text.startsWith(DER_PRIVATE)) {
    if (text.length !== DER_PRIVATE.length + 64) throw new Error('DER private key has the wrong length');
    return decodeHexEd25519Seed(text.slice(DER_PRIVATE.length));
  }
  return decodeHexEd25519Seed(text);
}

/** `shard.realm.num`, each an int64, with an optional HIP-15 checksum that must match the network. */
export function validateAddress(
  chainName: string,
  address: string,
  network: NetworkKind = 'mainnet',
): ValidationResult {
  const outside = chainOutsideFamily(chainName, HEDERA_CHAINS);
  if (outside) return invalid(outside);
  const m = ACCOUNT_ID.exec(address);
  if (!m) return invalid('Account id must look like 0.0.12345');
  if ([m[1], m[2], m[3]].some((n) => BigInt(n ?? '0') > INT64_MAX))
    return invalid('Account id number is too large');
  const id = `${m[1]}.${m[2]}.${m[3]}`;
  if (m[4] !== undefined && m[4] !== hederaChecksum(id, network))
    return invalid('Account id checksum does not match');
  return VALID;
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, HEDERA_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => ed25519.getPublicKey(decodeHederaPrivateKey(key)), 'Invalid private key');
}
