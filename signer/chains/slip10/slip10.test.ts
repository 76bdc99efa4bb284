import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import { HDKey } from 'micro-key-producer/slip10.js';
import { describe, expect, it, vi } from 'vitest';
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

/**
 * Every 32-byte array made by slice() while `run` runs: the nodes' keys and chain codes are
 * cut from each HMAC output that way, so these are every secret derivation made.
 */
function slicedDuring(run: () => void): Uint8Array[] {
  const made: Uint8Array[] = [];
  const spy = vi.spyOn(Uint8Array.prototype, 'slice').mockImplementation(function (
    this: Uint8Array,
    ...args: [number?, number?]
  ) {
    const out = Uint8Array.prototype.subarray.call(this, ...args);
    const copy = new Uint8Array(out);
    if (copy.length === 32) made.push(copy);
    return copy;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return made;
}

describe('withSlip10Key wipes the nodes between the root and the key', () => {
  it("m/44'/501'/0'/0': the master's and each node's key and chain code are zero afterwards", () => {
    let key: Uint8Array | undefined;
    const made = slicedDuring(() =>
      withSlip10Key(new Uint8Array(64).fill(7), "m/44'/501'/0'/0'", (k) => {
        key = k;
        expect(k.some((b) => b !== 0)).toBe(true);
      }),
    );
    expect(made).toHaveLength(10); // master + 4 steps, a key and a chain code each
    expect(made).toContain(key);
    for (const n of made) expect(n.every((b) => b === 0)).toBe(true);
  });

  it('a batch wipes its parent and every key', () => {
    const made = slicedDuring(() =>
      withSlip10Keys(new Uint8Array(64).fill(7), "m/44'/501'/{i}'/0'", 0, 3, () => undefined),
    );
    expect(made).toHaveLength(2 * (3 + 3 * 2)); // parent path of 3 nodes, then 2 per index
    for (const n of made) expect(n.every((b) => b === 0)).toBe(true);
  });
});

describe('a refused path derives nothing', () => {
  it('refuses before the first step', () => {
    const seed = new Uint8Array(64).fill(1);
    const made = slicedDuring(() => {
      expect(() => withSlip10Key(seed, "m/44'/501'/0/0'", () => 1)).toThrow(/all hardened/);
      // 2^31 − 1 hardened is the last index; one more is refused
      expect(() => withSlip10Key(seed, "m/44'/2147483648'", () => 1)).toThrow();
      expect(() => withSlip10Keys(seed, "m/44'/501'/0/{i}'", 0, 1, () => 1)).toThrow();
    });
    expect(made).toEqual([]);
  });
});
