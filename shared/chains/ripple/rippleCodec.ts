import { sha256 } from '@noble/hashes/sha2.js';
import { base58xrp } from '@scure/base';
import { hash160 } from '../validate/hash160';

/** XRPL base58check: the ripple alphabet with a 4-byte double-SHA256 checksum. */
export function encodeXrpCheck(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  out.set(sha256(sha256(payload)).subarray(0, 4), payload.length);
  return base58xrp.encode(out);
}

export function decodeXrpCheck(text: string): Uint8Array {
  let raw: Uint8Array;
  try {
    raw = base58xrp.decode(text);
  } catch {
    throw new Error('Has a character outside the ripple base58 alphabet');
  }
  if (raw.length < 5) throw new Error('Too short');
  const payload = raw.slice(0, -4);
  const sum = sha256(sha256(payload));
  if (raw.slice(-4).some((b, i) => b !== sum[i])) throw new Error('Checksum does not match');
  return payload;
}

/** Classic address: version 0x00 and the 20-byte account id, RIPEMD160(SHA256(public key)). */
export function rippleAddressFromPublicKey(publicKey: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload.set(hash160(publicKey), 1);
  return encodeXrpCheck(payload);
}

/** The 20-byte account id of a classic r… address; throws a short reason. */
export function decodeRippleAddress(address: string): Uint8Array {
  if (!address.startsWith('r')) throw new Error('Ripple address must start with r');
  if (address.length < 25 || address.length > 35)
    throw new Error('Ripple address must be 25 to 35 characters');
  let payload: Uint8Array;
  try {
    payload = decodeXrpCheck(address);
  } catch (e) {
    throw new Error(`Ripple address: ${(e as Error).message.toLowerCase()}`);
  }
  if (payload.length !== 21 || payload[0] !== 0) throw new Error('Not a classic ripple account address');
  return payload.subarray(1);
}
