import { bech32 } from '@scure/base';
import {
  chainOutsideFamily,
  invalid,
  VALID,
  type NetworkKind,
  type ValidationResult,
} from '../validate/result';
import { CARDANO_CHAINS } from './chains';

/** CIP-19 network ids in the header's low nibble. */
const NETWORK_ID: Record<NetworkKind, number> = { mainnet: 1, testnet: 0, regtest: 0 };
const PREFIX: Record<NetworkKind, string> = { mainnet: 'addr', testnet: 'addr_test', regtest: 'addr_test' };
/** bech32 characters of the shortest payment address (enterprise: 29 bytes) with its checksum. */
const MIN_DATA_CHARS = 53;
/** CIP-5 prefixes of the private keys we import, with their byte lengths. */
export const CARDANO_KEY_LENGTHS: Record<string, number> = {
  acct_xsk: 96, // account key + chain code: base address from …/0/0 and …/2/0
  addr_xsk: 96, // address key + chain code: enterprise address
  ed25519e_sk: 64, // extended ed25519 key: enterprise address
  ed25519_sk: 32, // plain ed25519 seed: enterprise address
};

/** Decodes bech32 of any length (Cardano strings exceed BIP-173's 90-character limit). */
export function decodeCardanoBech32(text: string, what: string): { prefix: string; bytes: Uint8Array } {
  try {
    const { prefix, words } = bech32.decode(text as `${string}1${string}`, false);
    return { prefix, bytes: bech32.fromWords(words) };
  } catch {
    throw new Error(`${what} is not valid bech32`);
  }
}

/** Shelley payment address lengths by CIP-19 header type (pointer addresses vary). */
function lengthFits(type: number, length: number): boolean {
  if (type <= 3) return length === 57; // base: header + payment + stake credential
  if (type <= 5) return length >= 30; // pointer: header + payment + variable-length pointer
  if (type <= 7) return length === 29; // enterprise: header + payment credential
  return false;
}

/**
 * A Shelley payment address: `addr1`, lower-case bech32 with a real checksum, a payment
 * header type, the payload length of that type and the network id of `network`. The spec's
 * "58 or more characters after addr1" would refuse enterprise addresses (53), which
 * exchanges use and which a single imported key gives, so the floor comes from CIP-19.
 */
export function validateAddress(
  chainName: string,
  address: string,
  network: NetworkKind = 'mainnet',
): ValidationResult {
  const outside = chainOutsideFamily(chainName, CARDANO_CHAINS);
  if (outside) return invalid(outside);
  const prefix = PREFIX[network];
  if (!address.startsWith(`${prefix}1`)) return invalid(`Address must start with ${prefix}1`);
  if (!new RegExp(`^${prefix}1[a-z0-9]{${MIN_DATA_CHARS},}$`).test(address))
    return invalid('Address must be lower case and long enough for a payment address');
  let bytes: Uint8Array;
  try {
    bytes = decodeCardanoBech32(address, 'Address').bytes;
  } catch (e) {
    return invalid((e as Error).message);
  }
  const header = bytes[0] ?? 0xff;
  if ((header & 0x0f) !== NETWORK_ID[network]) return invalid('Address is for another network');
  if (!lengthFits(header >> 4, bytes.length)) return invalid('Address is not a payment address');
  return VALID;
}

/** A CIP-5 bech32 private key (acct_xsk, addr_xsk, ed25519e_sk or ed25519_sk) of the right length. */
export function decodeCardanoPrivateKey(key: string): { prefix: string; bytes: Uint8Array } {
  const text = key.trim();
  const decoded = decodeCardanoBech32(text, 'Private key');
  const length = CARDANO_KEY_LENGTHS[decoded.prefix];
  if (length === undefined)
    throw new Error('Private key must be acct_xsk, addr_xsk, ed25519e_sk or ed25519_sk');
  if (decoded.bytes.length !== length) throw new Error('Private key has the wrong length');
  return decoded;
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, CARDANO_CHAINS);
  if (outside) return invalid(outside);
  try {
    decodeCardanoPrivateKey(key);
    return VALID;
  } catch (e) {
    return invalid((e as Error).message);
  }
}
