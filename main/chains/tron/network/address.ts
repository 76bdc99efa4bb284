/**
 * Tron addresses as the APIs send them: base58check ('T…', what the wallet shows and the signer
 * compares) or 41-prefixed hex (java-tron without `visible`, TronGrid's account data, ABI words).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check, hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import { decodeTronAddress } from '../../../../shared/chains/tron/validate';

const b58c = createBase58check(sha256);

/** base58 of a 41-hex address; a base58 address is checked and returned as it is. */
export function toBase58(address: string): string {
  if (/^41[0-9a-fA-F]{40}$/.test(address)) return b58c.encode(hex.decode(address.toLowerCase()));
  try {
    decodeTronAddress(address);
  } catch {
    throw new AppError('NETWORK', `Not a Tron address in the answer: ${address.slice(0, 40)}`);
  }
  return address;
}

/** The 20-byte account id of a base58 address as a 32-byte ABI word (hex, no 0x). */
export function abiWord(address: string): string {
  return hex.encode(decodeTronAddress(address).subarray(1)).padStart(64, '0');
}
