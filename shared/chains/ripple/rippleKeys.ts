import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { decodeXrpCheck } from './rippleCodec';
import { checkSecpScalar } from '../validate/secp256k1Key';

/** A ripple signing key: which curve, the 32-byte secret and the public key used for the address. */
export interface RippleKey {
  curve: 'secp256k1' | 'ed25519';
  privateKey: Uint8Array;
  /** 33 bytes: compressed secp256k1, or 0xED followed by the ed25519 key. */
  publicKey: Uint8Array;
}

const SEED_SECP = 0x21;
const SEED_ED25519 = [0x01, 0xe1, 0x4b];
const sha512Half = (data: Uint8Array): Uint8Array => sha512(data).slice(0, 32);
const u32 = (n: number): Uint8Array => numberToBytesBE(n, 4);
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

/** First SHA512Half(data || counter) that is a valid scalar (XRPL key derivation). */
function firstScalar(data: Uint8Array): bigint {
  for (let i = 0; i < 2 ** 32; i++) {
    const k = sha512Half(concat(data, u32(i)));
    if (secp256k1.utils.isValidSecretKey(k)) return bytesToNumberBE(k);
  }
  throw new Error('No valid key for this seed');
}

/** secp256k1 account key 0 of a family seed, per xrpl.org "Cryptographic Keys / Key Derivation". */
function secpFromSeed(entropy: Uint8Array): RippleKey {
  const { Point } = secp256k1;
  const root = firstScalar(entropy);
  const rootPublic = Point.BASE.multiply(root).toBytes(true);
  const tweak = firstScalar(concat(rootPublic, u32(0)));
  const privateKey = numberToBytesBE(Point.Fn.add(root, tweak), 32);
  return secpKey(privateKey);
}

function secpKey(privateKey: Uint8Array): RippleKey {
  checkSecpScalar(privateKey);
  return { curve: 'secp256k1', privateKey, publicKey: secp256k1.getPublicKey(privateKey, true) };
}

function edKey(privateKey: Uint8Array): RippleKey {
  return {
    curve: 'ed25519',
    privateKey,
    publicKey: concat(Uint8Array.of(0xed), ed25519.getPublicKey(privateKey)),
  };
}

/**
 * Accepts a family seed (s…, secp256k1; sEd…, ed25519), a secp256k1 key as 64 hex digits
 * (or 66 with ripple-keypairs' leading 00) and an ed25519 key as ED followed by 64 hex digits.
 */
export function decodeRipplePrivateKey(key: string): RippleKey {
  const k = key.trim();
  if (/^(00)?[0-9a-fA-F]{64}$/.test(k)) return secpKey(hex.decode(k.slice(-64).toLowerCase()));
  if (/^ed[0-9a-f]{64}$/i.test(k)) return edKey(hex.decode(k.slice(2).toLowerCase()));
  if (!k.startsWith('s')) throw new Error('Private key must be a family seed (s…) or 64 hex characters');
  let payload: Uint8Array;
  try {
    payload = decodeXrpCheck(k);
  } catch {
    throw new Error('Family seed checksum does not match');
  }
  if (payload.length === 17 && payload[0] === SEED_SECP) return secpFromSeed(payload.slice(1));
  if (payload.length === 19 && SEED_ED25519.every((b, i) => payload[i] === b))
    return edKey(sha512Half(payload.slice(3)));
  throw new Error('Not a ripple family seed');
}
