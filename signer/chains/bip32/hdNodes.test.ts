import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { withIndexedPoints, withNode } from './hdNodes';
import { publicChildren, type SecpPublicKey } from './publicChildren';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import bip32 from './vectors/bip32.json';
import bip39 from './vectors/bip39.json';

describe('BIP39 (trezor vectors)', () => {
  it.each(bip39.vectors)('$mnemonic', (v) => {
    expect(entropyToMnemonic(hex.decode(v.entropy), wordlist)).toBe(v.mnemonic);
    const seed = mnemonicToSeedSync(v.mnemonic, bip39.passphrase);
    expect(hex.encode(seed)).toBe(v.seed);
    expect(withNode(seed, 'm', (n) => n.privateExtendedKey)).toBe(v.xprv);
  });
});

describe('BIP32 test vectors 1 and 2', () => {
  const cases = bip32.vectors.flatMap((v) => v.chains.map((c) => ({ ...c, seed: v.seed, name: v.name })));
  it.each(cases)('$name $path', (c) => {
    const ext = withNode(hex.decode(c.seed), c.path, (n) => [n.publicExtendedKey, n.privateExtendedKey]);
    expect(ext).toEqual([c.xpub, c.xprv]);
  });

  it('public child derivation reproduces the published non-hardened children', () => {
    for (const [parent, child] of [
      ["m/0'/1/2'", "m/0'/1/2'/2"],
      ['m', 'm/0'],
    ] as const) {
      for (const v of bip32.vectors) {
        const expected = v.chains.find((c) => c.path === child);
        if (!expected) continue;
        const node = withNode(hex.decode(v.seed), parent, (n) => n);
        const index = Number(child.split('/').at(-1));
        const [key] = publicChildren(node.publicKey!, node.chainCode!, index, 1);
        expect(hex.encode(key!.compressed)).toBe(hex.encode(HDKey.fromExtendedKey(expected.xpub).publicKey!));
      }
    }
  });
});

describe('publicChildren', () => {
  const seed = mnemonicToSeedSync(bip39.vectors[0]!.mnemonic);
  it('equals @scure/bip32 private derivation for 25 indexes', () => {
    const parent = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0");
    const keys = publicChildren(parent.publicKey!, parent.chainCode!, 1000, 25);
    keys.forEach((p, k) => {
      const child = parent.deriveChild(1000 + k).publicKey!;
      expect(hex.encode(p.compressed)).toBe(hex.encode(child));
      expect(hex.encode(p.uncompressed)).toBe(hex.encode(secp256k1.Point.fromBytes(child).toBytes(false)));
    });
  });

  it('refuses a public key that is not on the curve', () => {
    const bad = new Uint8Array(33).fill(0xff);
    expect(() => publicChildren(bad, new Uint8Array(32), 0, 1)).toThrow();
  });
});

describe('withIndexedPoints', () => {
  const seed = mnemonicToSeedSync(bip39.vectors[0]!.mnemonic);
  it('labels paths and matches single derivations', () => {
    const out = withIndexedPoints(seed, "m/44'/0'/0'/0/{i}", 5, 3, (p, path) => [
      path,
      hex.encode(p.compressed),
    ]);
    expect(out.map((o) => o[0])).toEqual(["m/44'/0'/0'/0/5", "m/44'/0'/0'/0/6", "m/44'/0'/0'/0/7"]);
    for (const [path, key] of out) expect(withNode(seed, path!, (n) => hex.encode(n.publicKey!))).toBe(key);
  });

  it('refuses templates and ranges it cannot batch', () => {
    const use = (p: SecpPublicKey) => p;
    expect(() => withIndexedPoints(seed, "m/44'/501'/{i}'/0'", 0, 1, use)).toThrow(/non-hardened/);
    expect(() => withIndexedPoints(seed, "m/44'/0'/0'/0/{i}", -1, 1, use)).toThrow(/out of range/);
    expect(() => withIndexedPoints(seed, "m/44'/0'/0'/0/{i}", 2 ** 31 - 1, 2, use)).toThrow(/out of range/);
    expect(() => withIndexedPoints(seed, "m/44'/0'/0'/0/{i}", 0, 1001, use)).toThrow(/batch size/);
  });

  it('refuses malformed paths', () => {
    for (const path of ['', 'x/0', "m/44''/0", 'm/2147483648', 'm/-1', 'm/44h/0'])
      expect(() => withNode(seed, path, () => 1)).toThrow('Invalid derivation path');
  });
});

describe('withNode wipes every private node it made', () => {
  it('the master, each intermediate (m/44′, m/44′/60′, …) and the node itself', () => {
    const made: HDKey[] = [];
    const original = HDKey.prototype.deriveChild;
    HDKey.prototype.deriveChild = function (this: HDKey, index: number) {
      const child = original.call(this, index);
      made.push(child);
      return child;
    };
    try {
      const seed = mnemonicToSeedSync(bip39.vectors[0]!.mnemonic);
      withNode(seed, "m/44'/60'/0'/0/0", (n) => expect(n.privateKey).not.toBeNull());
    } finally {
      HDKey.prototype.deriveChild = original;
    }
    expect(made).toHaveLength(5);
    expect(made.map((n) => n.privateKey)).toEqual([null, null, null, null, null]);
  });
});
