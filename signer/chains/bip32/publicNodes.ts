import { createHmac } from 'node:crypto';
import { HARDENED_OFFSET } from '@scure/bip32';
import * as ecc from 'tiny-secp256k1';

/** A BIP32 node's public half: its compressed public key and its chain code. */
export interface PublicNode {
  publicKey: Uint8Array;
  chainCode: Uint8Array;
}

const MASTER_SECRET = new TextEncoder().encode('Bitcoin seed');

/** The child indexes of `path` (m/44'/60'/0'/0/1 …); hardened ones carry HARDENED_OFFSET. */
export function pathIndexes(path: string): number[] {
  if (!/^m(\/\d+'?)*$/.test(path)) throw new Error('Invalid derivation path');
  return path
    .split('/')
    .slice(1)
    .map((step) => {
      const hardened = step.endsWith("'");
      const index = Number(hardened ? step.slice(0, -1) : step);
      if (!Number.isSafeInteger(index) || index >= HARDENED_OFFSET)
        throw new Error('Invalid derivation path');
      return hardened ? index + HARDENED_OFFSET : index;
    });
}

/** HMAC-SHA512 through node:crypto (OpenSSL/BoringSSL), as a copy whose source is wiped. */
function hmacSha512(key: Uint8Array, data: Uint8Array): Uint8Array {
  const digest = createHmac('sha512', key).update(data).digest();
  const out = new Uint8Array(digest);
  digest.fill(0);
  return out;
}

interface PrivateNode {
  key: Uint8Array;
  chainCode: Uint8Array;
}

const wipe = (n: PrivateNode): void => {
  n.key.fill(0);
  n.chainCode.fill(0);
};

/** libsecp256k1's public key of a secret we hold; null never happens for a checked key. */
function publicOf(key: Uint8Array): Uint8Array {
  const point = ecc.pointFromScalar(key, true);
  if (!point) throw new Error('Invalid child key at this index');
  return point;
}

/**
 * BIP32 CKDpriv: I = HMAC-SHA512(c, 0x00‖k‖i) (hardened) or (K‖i), child k + I_L mod n by
 * libsecp256k1. BIP32 skips an index whose I_L ≥ n or whose key is 0 (probability < 2^-127);
 * we refuse it, as publicChildren does.
 */
function childOf(parent: PrivateNode, index: number): PrivateNode {
  const data = new Uint8Array(37);
  if (index >= HARDENED_OFFSET) data.set(parent.key, 1);
  else data.set(publicOf(parent.key));
  new DataView(data.buffer).setUint32(33, index, false);
  const I = hmacSha512(parent.chainCode, data);
  data.fill(0);
  try {
    const tweak = I.subarray(0, 32);
    let key: Uint8Array | null = null;
    try {
      key = ecc.privateAdd(parent.key, tweak);
    } catch {
      key = null; // I_L ≥ n
    }
    if (!key) throw new Error('Invalid child key at this index');
    return { key, chainCode: I.slice(32) };
  } finally {
    I.fill(0);
  }
}

/**
 * The public node at `path` from a BIP39 seed. Where @scure/bip32 computes a public key for
 * every node on the way (six curve multiplications for m/44'/60'/0'/0/i), BIP32 needs one
 * only below a non-hardened step and at the end: three here, by libsecp256k1. Every private
 * key and chain code made on the way is wiped before this returns or throws; the caller owns
 * the returned chain code.
 */
export function publicNodeAt(seed: Uint8Array, path: string): PublicNode {
  const indexes = pathIndexes(path);
  const I = hmacSha512(MASTER_SECRET, seed);
  let node: PrivateNode = { key: I.slice(0, 32), chainCode: I.slice(32) };
  I.fill(0);
  try {
    if (!ecc.isPrivate(node.key)) throw new Error('Invalid master key');
    for (const index of indexes) {
      const child = childOf(node, index);
      wipe(node);
      node = child;
    }
    return { publicKey: publicOf(node.key), chainCode: Uint8Array.from(node.chainCode) };
  } finally {
    wipe(node);
  }
}
