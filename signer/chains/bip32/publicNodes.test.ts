import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type * as ecc from 'tiny-secp256k1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bip32 from './vectors/bip32.json';
import bip39 from './vectors/bip39.json';

// Records every secret libsecp256k1 is handed or hands back (the master is the first parent).
const seen: Uint8Array[] = [];
vi.mock('tiny-secp256k1', async (original) => {
  const real = await original<typeof ecc>();
  return {
    ...real,
    privateAdd: (d: Uint8Array, tweak: Uint8Array) => {
      const out = real.privateAdd(d, tweak);
      seen.push(d);
      if (out) seen.push(out);
      return out;
    },
    pointFromScalar: (d: Uint8Array, compressed?: boolean) => {
      seen.push(d);
      return real.pointFromScalar(d, compressed);
    },
  };
});

afterEach(() => {
  seen.length = 0;
});

// Fresh modules: the test setup (test/loadSigners.ts) loaded these before the mock existed.
vi.resetModules();
const { publicNodeAt } = await import('./publicNodes');

describe('publicNodeAt', () => {
  const cases = bip32.vectors.flatMap((v) => v.chains.map((c) => ({ ...c, seed: v.seed, name: v.name })));
  it.each(cases)('BIP32 $name $path: the published public key and chain code', (c) => {
    const node = publicNodeAt(hex.decode(c.seed), c.path);
    const expected = HDKey.fromExtendedKey(c.xpub);
    expect(hex.encode(node.publicKey)).toBe(hex.encode(expected.publicKey!));
    expect(hex.encode(node.chainCode)).toBe(hex.encode(expected.chainCode!));
  });

  it('equals @scure/bip32 on the default paths of every secp256k1 family', () => {
    const seed = mnemonicToSeedSync(bip39.vectors[0]!.mnemonic);
    const root = HDKey.fromMasterSeed(seed);
    for (const path of [
      "m/44'/60'/0'/0/7",
      "m/44'/195'/0'/0/0",
      "m/84'/0'/0'/0/3",
      "m/86'/1'/0'/1/12",
      "m/44'/118'/0'/0/1",
      "m/44'/461'/0'/0/2",
      "m/44'/144'/0'/0/0",
      'm/0/1/2',
    ])
      expect(hex.encode(publicNodeAt(seed, path).publicKey)).toBe(hex.encode(root.derive(path).publicKey!));
  });

  it("wipes the master, every node on the way and the key: m/44'/60'/0'/0/0", () => {
    publicNodeAt(mnemonicToSeedSync(bip39.vectors[0]!.mnemonic), "m/44'/60'/0'/0/0");
    // 5 steps: each parent (master first) and each child, and the three keys whose public key BIP32 needed
    expect(seen.length).toBeGreaterThanOrEqual(10);
    for (const secret of seen) expect(secret.every((b) => b === 0)).toBe(true);
  });

  it('refuses malformed paths before deriving anything', () => {
    const seed = new Uint8Array(64).fill(3);
    for (const path of ['', 'x/0', "m/44''/0", 'm/2147483648', 'm/-1', 'm/44h/0'])
      expect(() => publicNodeAt(seed, path)).toThrow('Invalid derivation path');
    expect(seen).toEqual([]);
  });
});
