import { HARDENED_OFFSET, HDKey } from '@scure/bip32';
import { publicChildren, type SecpPublicKey } from './publicChildren';
import { publicNodeAt } from './publicNodes';

const MAX_BATCH = 1000;
const INDEX_LIMIT = 2 ** 31;

function checkIndexRange(startIndex: number, count: number): void {
  if (!Number.isInteger(startIndex) || startIndex < 0) throw new Error('address index out of range');
  if (!Number.isInteger(count) || count < 0 || count > MAX_BATCH) throw new Error('batch size out of range');
  if (startIndex + count > INDEX_LIMIT) throw new Error('address index out of range');
}

/**
 * One child step at a time, wiping each intermediate node as soon as its child exists:
 * HDKey.derive(path) would leave m/44', m/44'/60'… holding private keys until collected.
 */
function deriveOrExplain(root: HDKey, path: string): HDKey {
  if (!/^m(\/\d+'?)*$/.test(path)) throw new Error('Invalid derivation path');
  let node = root;
  try {
    for (const step of path.split('/').slice(1)) {
      const hardened = step.endsWith("'");
      const index = Number(hardened ? step.slice(0, -1) : step);
      if (!Number.isSafeInteger(index) || index >= HARDENED_OFFSET) throw new Error('index');
      const child = node.deriveChild(hardened ? index + HARDENED_OFFSET : index);
      if (node !== root) node.wipePrivateData();
      node = child;
    }
    return node;
  } catch {
    if (node !== root) node.wipePrivateData();
    throw new Error('Invalid derivation path');
  }
}

/**
 * Runs `use` on the BIP32 node at `path` and wipes every private node afterwards (the
 * master, each intermediate and the node itself), so no derived secret outlives the call.
 */
export function withNode<T>(seed: Uint8Array, path: string, use: (node: HDKey) => T): T {
  const root = HDKey.fromMasterSeed(seed);
  try {
    const node = deriveOrExplain(root, path);
    try {
      return use(node);
    } finally {
      node.wipePrivateData();
    }
  } finally {
    root.wipePrivateData();
  }
}

/**
 * Runs `use` for indexes startIndex … startIndex+count-1 of `template` (a path ending in
 * `/{i}`). The parent (e.g. m/44'/60'/0'/0) is derived once for the batch, its private keys
 * wiped before any child is made; each index is then one public child step from it (CKDpub)
 * instead of five private steps from the root. The parent's chain code is wiped on return.
 */
export function withIndexedPoints<T>(
  seed: Uint8Array,
  template: string,
  startIndex: number,
  count: number,
  use: (publicKey: SecpPublicKey, path: string) => T,
): T[] {
  checkIndexRange(startIndex, count);
  if (!template.endsWith('/{i}') || template.indexOf('{i}') !== template.length - 3)
    throw new Error('Batch derivation needs a path ending in a non-hardened /{i}');
  const parentPath = template.slice(0, -4);
  const { publicKey, chainCode } = publicNodeAt(seed, parentPath);
  try {
    return publicChildren(publicKey, chainCode, startIndex, count).map((key, k) =>
      use(key, `${parentPath}/${startIndex + k}`),
    );
  } finally {
    chainCode.fill(0);
  }
}

/** The public key of a node as bytes; every node derived from a seed has one. */
export function publicKeyOf(node: HDKey): Uint8Array {
  const key = node.publicKey;
  if (!key) throw new Error('Node has no public key');
  return key;
}
