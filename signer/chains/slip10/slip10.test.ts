import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import { HDKey } from 'micro-key-producer/slip10.js';
import { describe, expect, it } from 'vitest';
import vectors from './vectors/slip10-ed25519.json';
import { withSlip10Key, withSlip10Keys } from './slip10';

describe('SLIP-10 ed25519 published vectors', () => {
  for (const [n, v] of vectors.vectors.entries()) {
    for (const c of v.chains) {
      it(`vector ${n + 1} ${c.path}`, () => {
        const node = HDKey.fromMasterSeed(hex.decode(v.seed)).derive(c.path);
        expect(hex.encode(node.chainCode)).toBe(c.chainCode);
        expect(hex.encode(node.privateKey)).toBe(c.privateKey);
        if (c.publicKey) expect(hex.encode(ed25519.getPublicKey(node.privateKey))).toBe(c.publicKey);
        if (c.path !== 'm')
          expect(withSlip10Key(hex.decode(v.seed), c.path, (k) => hex.encode(k))).toBe(c.privateKey);
      });
    }
  }
});

describe('batch derivation', () => {
  const seed = hex.decode(vectors.vectors[1]?.seed ?? '');
  it('gives the same keys as HDKey.derive for each template shape', () => {
    for (const template of [
      "m/44'/501'/{i}'/0'",
      "m/44'/148'/{i}'",
      "m/44'/3030'/0'/0'/{i}'",
      "m/44'/637'/{i}'/0'/0'",
    ]) {
      const batch = withSlip10Keys(seed, template, 5, 3, (k, path) => ({ key: hex.encode(k), path }));
      expect(batch.map((b) => b.path)).toEqual([5, 6, 7].map((i) => template.replace('{i}', String(i))));
      for (const b of batch)
        expect(b.key).toBe(hex.encode(HDKey.fromMasterSeed(seed).derive(b.path).privateKey));
    }
  });

  it('refuses non-hardened paths, bad templates and out-of-range batches', () => {
    expect(() => withSlip10Key(seed, "m/44'/501'/0", () => 0)).toThrow(/hardened/);
    expect(() => withSlip10Keys(seed, "m/44'/501'/{i}", 0, 1, () => 0)).toThrow(/hardened/);
    expect(() => withSlip10Keys(seed, "m/44'/501'/{i}'/0'", -1, 1, () => 0)).toThrow(/range/);
    expect(() => withSlip10Keys(seed, "m/44'/501'/{i}'/0'", 2 ** 31 - 1, 2, () => 0)).toThrow(/range/);
  });

  it('wipes the key it hands out once the callback returns', () => {
    let seen: Uint8Array | undefined;
    withSlip10Key(seed, "m/0'", (k) => {
      seen = k;
    });
    expect(seen && seen.every((b) => b === 0)).toBe(true);
  });
});

describe('withSlip10Key wipes the nodes between the root and the key', () => {
  it("m/44'/501'/0'/0': each intermediate node's key and chain code are zero afterwards", () => {
    const made: { privateKey: Uint8Array; chainCode: Uint8Array }[] = [];
    const proto = Object.getPrototypeOf(HDKey.fromMasterSeed(new Uint8Array(64))) as {
      deriveChild(this: unknown, index: number): { privateKey: Uint8Array; chainCode: Uint8Array };
    };
    const original = proto.deriveChild;
    proto.deriveChild = function (index: number) {
      const child = original.call(this, index);
      made.push(child);
      return child;
    };
    try {
      withSlip10Key(new Uint8Array(64).fill(7), "m/44'/501'/0'/0'", () => undefined);
    } finally {
      proto.deriveChild = original;
    }
    expect(made).toHaveLength(4);
    for (const n of made) expect([...n.privateKey, ...n.chainCode].every((b) => b === 0)).toBe(true);
  });
});

describe('a refused path leaves no key behind', () => {
  it('wipes the master and the node in hand when a step fails', () => {
    const made: HDKey[] = [];
    const master = HDKey.fromMasterSeed;
    const child = HDKey.prototype.deriveChild;
    HDKey.fromMasterSeed = (s) => {
      const m = master.call(HDKey, s);
      made.push(m);
      return m;
    };
    HDKey.prototype.deriveChild = function (this: HDKey, index: number) {
      const c = child.call(this, index);
      made.push(c);
      return c;
    };
    const seed = new Uint8Array(64).fill(1);
    try {
      expect(() => withSlip10Key(seed, "m/44'/501'/0/0'", () => 1)).toThrow(/all hardened/);
      // 2^31 − 1 hardened is the last index; one more overflows inside the step
      expect(() => withSlip10Key(seed, "m/44'/2147483648'", () => 1)).toThrow();
      expect(() => withSlip10Keys(seed, "m/44'/501'/0/{i}'", 0, 1, () => 1)).toThrow();
    } finally {
      HDKey.fromMasterSeed = master;
      HDKey.prototype.deriveChild = child;
    }
    expect(made.length).toBeGreaterThanOrEqual(4);
    expect(made.every((n) => n.privateKey.every((b) => b === 0))).toBe(true);
  });
});
