import { base64, hex, utf8 } from '@scure/base';
import { filecoinAddressFromPublicKey, decodeFilecoinAddress } from './filecoinAddress';
import {
  chainOutsideFamily,
  invalid,
  resultOf,
  type NetworkKind,
  type ValidationResult,
} from '../validate/result';
import { checkSecpScalar, decodeHexSecpKey } from '../validate/secp256k1Key';
import { FILECOIN_CHAINS } from './chains';

export { filecoinAddressFromPublicKey, decodeFilecoinAddress };

function fromLotusExport(key: string): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8.encode(hex.decode(key.toLowerCase())));
  } catch {
    throw new Error('Private key is not a Lotus export, hex or base64 key');
  }
  const { Type: type, PrivateKey: b64 } = (parsed ?? {}) as { Type?: unknown; PrivateKey?: unknown };
  if (type !== 'secp256k1') throw new Error('Only secp256k1 (f1) keys are supported');
  if (typeof b64 !== 'string') throw new Error('Lotus export has no PrivateKey');
  return fromBase64(b64);
}

function fromBase64(b64: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(b64);
  } catch {
    throw new Error('Private key is not a Lotus export, hex or base64 key');
  }
  return checkSecpScalar(bytes);
}

/**
 * Accepts a Lotus `wallet export` (hex of {"Type":"secp256k1","PrivateKey":base64}), a
 * plain 64-digit hex key, or the 32 bytes in padded base64 (as Glif and the Filecoin
 * signing tools write it). BLS and delegated keys are refused.
 */
export function decodeFilecoinPrivateKey(key: string): Uint8Array {
  const k = key.trim();
  if (/^[0-9a-fA-F]{64}$/.test(k)) return decodeHexSecpKey(k, false);
  if (/^7b[0-9a-f]+7d$/i.test(k)) return fromLotusExport(k);
  if (/^[A-Za-z0-9+/]{43}=$/.test(k)) return fromBase64(k);
  throw new Error('Private key is not a Lotus export, hex or base64 key');
}

export function validateAddress(chainName: string, address: string, network?: NetworkKind): ValidationResult {
  const outside = chainOutsideFamily(chainName, FILECOIN_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeFilecoinAddress(address, network), 'Invalid Filecoin address');
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, FILECOIN_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeFilecoinPrivateKey(key), 'Invalid private key');
}

export const filecoinValidator = { validateAddress, validatePrivateKey };
