import { ed25519 } from '@noble/curves/ed25519.js';
import { createHmac } from 'node:crypto';

const HARDENED_OFFSET = 0x80000000;
const MAX_BATCH = 1000;
const INDEX_LIMIT = 2 ** 31;
const HARDENED_PATH = /^m(\/\d+')*$/;
const MASTER_SECRET = new TextEncoder().encode('ed25519 seed');

// A wider window for noble's table of multiples of the base point: a public key is one
// multiplication by it, and 'Add 50 more' makes fifty. The table (built once, at the first
// key) costs ~80 ms and a few MB; each key then takes about two thirds of the time.
ed25519.Point.BASE.precompute(8);

/** The 32-byte ed25519 public key of a 32-byte seed (RFC 8032, noble). */
export const edPublicKey = (seed: Uint8Array): Uint8Array => ed25519.getPublicKey(seed);

export function checkIndexRange(startIndex: number, count: number): void {
  if (!Number.isInteger(startIndex) || startIndex < 0) throw new Error('address index out of range');
  if (!Number.isInteger(count) || count < 0 || count > MAX_BATCH) throw new Error('batch size out of range');
  if (startIndex + count > INDEX_LIMIT) throw new Error('address index out of range');
}

/** The path of index `index` in a template holding `{i}`. */
export function fillPath(template: string, index: number): string {
  checkIndexRange(index, 1);
  return template.replace('{i}', String(index));
}

interface Node {
  privateKey: Uint8Array;
  chainCode: Uint8Array;
}

function wipe(node: Node): void {
  node.privateKey.fill(0);
  node.chainCode.fill(0);
}

/** I = HMAC-SHA512(key, data) split into a node; every buffer but the node's is wiped. */
function nodeOf(key: Uint8Array, data: Uint8Array): Node {
  // node:crypto's HMAC (OpenSSL) is an order of magnitude faster than the JS one here.
  const digest = createHmac('sha512', key).update(data).digest();
  const I = new Uint8Array(digest);
  digest.fill(0);
  const node = { privateKey: I.slice(0, 32), chainCode: I.slice(32) };
  I.fill(0);
  return node;
}

/**
 * One SLIP-10 ed25519 child step, I = HMAC-SHA512(chainCode, 0x00 || key || ser32(index')),
 * exactly as micro-key-producer's HDKey.deriveChild computes it (the tests compare them).
 * HDKey also computes the parent's fingerprint at every step, an ed25519 multiplication
 * each that nothing here reads; skipping it makes a key one multiplication, not five.
 */
function hardenedChild(parent: Node, index: number): Node {
  const data = new Uint8Array(37);
  data.set(parent.privateKey, 1);
  new DataView(data.buffer).setUint32(33, index + HARDENED_OFFSET, false);
  try {
    return nodeOf(parent.chainCode, data);
  } finally {
    data.fill(0);
  }
}

/** The hardened indexes of an all-hardened path tail ('' or /44'/501'…), without the '. */
function indexesOf(rest: string): number[] {
  // SLIP-10 ed25519 has hardened children only; a non-hardened step is a user error.
  if (!HARDENED_PATH.test(`m${rest}`))
    throw new Error('Invalid derivation path: ed25519 paths must be all hardened');
  if (rest === '') return [];
  return rest
    .slice(1)
    .split('/')
    .map((s) => {
      const index = Number(s.slice(0, -1));
      if (!Number.isSafeInteger(index) || index >= HARDENED_OFFSET)
        throw new Error('Invalid derivation path');
      return index;
    });
}

/**
 * The node `indexes` below `from` (the master when null), one step at a time, each
 * intermediate node wiped once its child exists and the one in hand when a step fails.
 * `from` stays its owner's to wipe.
 */
function descend(seed: Uint8Array, from: Node | null, indexes: number[]): Node {
  let node = from ?? nodeOf(MASTER_SECRET, seed);
  try {
    for (const index of indexes) {
      const child = hardenedChild(node, index);
      if (node !== from) wipe(node);
      node = child;
    }
    return node;
  } catch (e) {
    if (node !== from) wipe(node);
    throw e;
  }
}

/**
 * Runs `use` on the 32-byte ed25519 seed at `path` (SLIP-10) and wipes every node afterwards
 * (the master, each intermediate and the key), so no derived secret outlives the call.
 */
export function withSlip10Key<T>(seed: Uint8Array, path: string, use: (privateKey: Uint8Array) => T): T {
  if (!path.startsWith('m')) throw new Error('Invalid derivation path: ed25519 paths must be all hardened');
  const node = descend(seed, null, indexesOf(path.slice(1)));
  try {
    return use(node.privateKey);
  } finally {
    wipe(node);
  }
}

/**
 * Runs `use` for indexes startIndex … startIndex+count-1 of `template` (one segment is
 * `{i}'`). The node above that segment is derived once for the batch and wiped when it ends,
 * so each index costs only the steps from there (two for solana's m/44'/501'/{i}'/0', one
 * for hedera's …/0'/{i}'), and each key is wiped as soon as its `use` returns.
 */
export function withSlip10Keys<T>(
  seed: Uint8Array,
  template: string,
  startIndex: number,
  count: number,
  use: (privateKey: Uint8Array, path: string) => T,
): T[] {
  checkIndexRange(startIndex, count);
  const at = template.indexOf("/{i}'");
  if (at < 0 || template.indexOf('{i}') !== at + 1)
    throw new Error("Batch derivation needs one hardened {i}' segment");
  const parentPath = template.slice(0, at);
  const rest = template.slice(at + "/{i}'".length);
  const below = indexesOf(rest);
  if (!parentPath.startsWith('m')) throw new Error('Invalid derivation path');
  const parent = descend(seed, null, indexesOf(parentPath.slice(1)));
  try {
    const out: T[] = [];
    for (let i = startIndex; i < startIndex + count; i++) {
      const key = descend(seed, parent, [i, ...below]);
      try {
        out.push(use(key.privateKey, `${parentPath}/${i}'${rest}`));
      } finally {
        wipe(key);
      }
    }
    return out;
  } finally {
    wipe(parent);
  }
}
