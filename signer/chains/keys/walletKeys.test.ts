import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { ECPairFactory } from 'ecpair';
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js';
import * as ecc from 'tiny-secp256k1';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { accountScope } from './accountScope';
import { tapTweak } from './secp';
import type { EdKeys, Keys, SecpKeys } from './types';
import { importedKeys, phraseKeys } from './walletKeys';
import { keyAccessFor } from '../../wallets/keyAccess';
import { chainSigner as evm } from '../evm';
import { signTransfer } from '../signing';
import type { TransferSignParams } from '../types';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/60'/0'/0/0";
const digest = new Uint8Array(32).fill(7);
const ECPair = ECPairFactory(ecc);

/** Runs `f` while recording every BIP32 node made from a seed (the master and each child). */
function bip32NodesMadeBy(f: () => void): HDKey[] {
  const made: HDKey[] = [];
  const child = HDKey.prototype.deriveChild;
  const master = HDKey.fromMasterSeed;
  HDKey.prototype.deriveChild = function (this: HDKey, index: number) {
    const c = child.call(this, index);
    made.push(c);
    return c;
  };
  HDKey.fromMasterSeed = (s, v) => {
    const m = master.call(HDKey, s, v);
    made.push(m);
    return m;
  };
  try {
    f();
  } finally {
    HDKey.prototype.deriveChild = child;
    HDKey.fromMasterSeed = master;
  }
  return made;
}

describe('phraseKeys: secp256k1 keys derived, used and wiped inside the capability', () => {
  const keys = phraseKeys(seed);
  const expected = HDKey.fromMasterSeed(seed).derive(PATH);

  it('signs like noble with the key at the path (low-s, recovery id) and gives its public key', () => {
    const { signature, recovery } = keys.secp.sign(PATH, digest);
    const ref = secp256k1.sign(digest, expected.privateKey!, { prehash: false, format: 'recovered' });
    expect([...signature]).toEqual([...ref.subarray(1)]);
    expect(recovery).toBe(ref[0]);
    expect([...keys.secp.publicKey(PATH)]).toEqual([...expected.publicKey!]);
  });

  it('wipes the master, every intermediate node and the key before it returns', () => {
    const made = bip32NodesMadeBy(() => {
      phraseKeys(seed).secp.sign(PATH, digest);
      phraseKeys(seed).secp.signSchnorrTaproot("m/86'/0'/0'/0/0", digest);
    });
    expect(made).toHaveLength(12); // twice a master and five children
    expect(made.map((n) => n.privateKey)).toEqual(made.map(() => null));
  });

  it('signs taproot key paths with the BIP86-tweaked key, byte for byte as ecpair does', () => {
    for (const i of [0, 1, 2, 3]) {
      const path = `m/86'/0'/0'/0/${i}`;
      const node = HDKey.fromMasterSeed(seed).derive(path);
      const tweaked = ECPair.fromPrivateKey(node.privateKey!).tweak(tapTweak(node.publicKey!.subarray(1)));
      const ours = keys.secp.signSchnorrTaproot(path, digest);
      expect([...ours]).toEqual([...tweaked.signSchnorr(digest)]);
      expect(ecc.verifySchnorr(digest, tweaked.publicKey.subarray(1), ours)).toBe(true);
    }
  });

  it('refuses a digest that is not 32 bytes', () => {
    expect(() => keys.secp.sign(PATH, new Uint8Array(31))).toThrow(/32 bytes/);
  });
});

describe('phraseKeys: an account lent for one call (underAccount)', () => {
  const ACCOUNT = "m/84'/1'/0'";
  const paths = [0, 1, 2, 3].flatMap((i) => [`${ACCOUNT}/0/${i}`, `${ACCOUNT}/1/${i}`]);

  it('signs and gives public keys exactly as the walk from the seed does', () => {
    const keys = phraseKeys(seed).secp;
    keys.underAccount(ACCOUNT, (scoped) => {
      for (const path of [...paths, "m/44'/60'/0'/0/0"]) {
        expect([...scoped.sign(path, digest).signature]).toEqual([...keys.sign(path, digest).signature]);
        expect([...scoped.publicKey(path)]).toEqual([...keys.publicKey(path)]);
      }
      const tr = "m/86'/1'/0'/0/5";
      expect([...scoped.signSchnorrTaproot(tr, digest)]).toEqual([...keys.signSchnorrTaproot(tr, digest)]);
    });
  });

  it('derives the account once and each chain once, and wipes every node', () => {
    const made = bip32NodesMadeBy(() =>
      phraseKeys(seed).secp.underAccount(ACCOUNT, (scoped) => {
        for (const path of paths) scoped.sign(path, digest);
        for (const path of paths) scoped.sign(path, digest);
      }),
    );
    // one master, three steps to the account, the two chains; keys are one CKDpriv step each
    expect(made).toHaveLength(1 + 3 + 2);
    expect(made.map((n) => n.privateKey)).toEqual(made.map(() => null));
  });

  it('lends each key below the account as BIP32 derives it, and wipes it after its use', () => {
    const account = HDKey.fromMasterSeed(seed).derive(ACCOUNT);
    const scope = accountScope(account, ACCOUNT, () => {
      throw new Error('outside');
    });
    const lent: Uint8Array[] = [];
    for (const path of paths) {
      const ref = HDKey.fromMasterSeed(seed).derive(path);
      const [priv, pub] = scope.lend(path, (k, p) => {
        lent.push(k);
        return [[...k], [...p]];
      });
      expect(priv).toEqual([...ref.privateKey!]);
      expect(pub).toEqual([...ref.publicKey!]);
    }
    expect(lent.every((k) => k.every((b) => b === 0))).toBe(true);
    expect(() => scope.lend("m/84'/1'/1'/0/0", () => 0)).toThrow('outside');
    expect(() => scope.lend(`${ACCOUNT}/0/x`, () => 0)).toThrow('Invalid derivation path');
    scope.wipe();
  });

  it('wipes the account and its chains when the call throws', () => {
    const made = bip32NodesMadeBy(() =>
      expect(() =>
        phraseKeys(seed).secp.underAccount(ACCOUNT, (scoped) => {
          scoped.publicKey(`${ACCOUNT}/0/0`);
          throw new Error('refused');
        }),
      ).toThrow('refused'),
    );
    expect(made.length).toBeGreaterThan(4);
    expect(made.map((n) => n.privateKey)).toEqual(made.map(() => null));
  });

  it('gives the account xpub as public data; an imported key has none and serves the scope itself', () => {
    expect(phraseKeys(seed).secp.extendedPublicKey(ACCOUNT)).toBe(
      HDKey.fromMasterSeed(seed).derive(ACCOUNT).publicExtendedKey,
    );
    const key = HDKey.fromMasterSeed(seed).derive(PATH).privateKey!;
    const imported = importedKeys('bitcoin', () => ({
      curve: 'secp256k1',
      privateKey: Uint8Array.from(key),
      compressed: true,
    })).secp;
    expect(() => imported.extendedPublicKey(ACCOUNT)).toThrow(/no account key/);
    expect(imported.underAccount('', (k) => [...k.sign('', digest).signature])).toEqual([
      ...imported.sign('', digest).signature,
    ]);
  });
});

describe('phraseKeys: ed25519 keys through SLIP-10', () => {
  it('signs with the key at the path and wipes every node it made', () => {
    const path = "m/44'/501'/0'/0'";
    const ref = Slip10Key.fromMasterSeed(seed).derive(path);
    // SLIP-10 cuts each node's key and chain code from its HMAC output with slice()
    const made: Uint8Array[] = [];
    const spy = vi.spyOn(Uint8Array.prototype, 'slice').mockImplementation(function (
      this: Uint8Array,
      ...args: [number?, number?]
    ) {
      const copy = new Uint8Array(Uint8Array.prototype.subarray.call(this, ...args));
      if (copy.length === 32) made.push(copy);
      return copy;
    });
    let sig: Uint8Array;
    try {
      sig = phraseKeys(seed).ed.sign(path, digest);
    } finally {
      spy.mockRestore();
    }
    expect([...sig]).toEqual([...ed25519.sign(digest, ref.privateKey)]);
    // the derivation's come first (the master and 4 nodes, a key and a chain code each);
    // noble's own copies inside sign() follow, and are noble's to keep
    const nodes = made.slice(0, 10);
    expect(nodes.some((n) => n.some((b) => b !== 0))).toBe(false);
    expect(made.length).toBeGreaterThanOrEqual(10);
  });
});

describe('importedKeys: the one key of a private-key wallet', () => {
  it('decodes for each use, wipes the decoded bytes, and has no paths', () => {
    const decoded: Uint8Array[] = [];
    const key = Uint8Array.from(HDKey.fromMasterSeed(seed).derive(PATH).privateKey!);
    const keys = importedKeys('ethereum', () => {
      const privateKey = Uint8Array.from(key);
      decoded.push(privateKey);
      return { curve: 'secp256k1', privateKey, compressed: true };
    });
    expect([...keys.secp.sign('', digest).signature]).toEqual([
      ...phraseKeys(seed).secp.sign(PATH, digest).signature,
    ]);
    expect(() => keys.secp.sign(PATH, digest)).toThrow(/no derivation paths/);
    expect(() => keys.ed.sign('', digest)).toThrow(/not on ed25519/);
    expect(decoded.length).toBeGreaterThan(0);
    expect(decoded.every((k) => k.every((b) => b === 0))).toBe(true);
  });

  it('serves an imported WIF key, decoded in the signer (uncompressed keys keep their 65-byte form)', () => {
    const key = HDKey.fromMasterSeed(seed).derive(PATH).privateKey!;
    const wif = ECPair.fromPrivateKey(key, { compressed: false }).toWIF();
    const keys = keyAccessFor({ kind: 'privateKey', chainName: 'bitcoin', privateKey: wif }, null, 'mainnet');
    expect([...keys.secp.publicKey('')]).toEqual([...secp256k1.getPublicKey(key, false)]);
    expect(keys.importedFor).toBe('bitcoin');
  });
});

type BytesFields<T> = { [K in keyof T]: T[K] extends Uint8Array ? K : never }[keyof T];

describe('family code receives no key bytes', () => {
  it('the capability interfaces hold no bytes and no method returns a private key', () => {
    expectTypeOf<BytesFields<Keys>>().toEqualTypeOf<never>();
    expectTypeOf<BytesFields<SecpKeys>>().toEqualTypeOf<never>();
    expectTypeOf<BytesFields<EdKeys>>().toEqualTypeOf<never>();
    expectTypeOf<keyof SecpKeys>().toEqualTypeOf<
      'publicKey' | 'sign' | 'signSchnorrTaproot' | 'extendedPublicKey' | 'underAccount'
    >();
    expectTypeOf<keyof EdKeys>().toEqualTypeOf<'publicKey' | 'sign'>();
  });

  it('no 32-byte array is reachable from what the EVM signer is given', () => {
    let given: TransferSignParams | null = null;
    const sign = evm.sign!;
    evm.sign = (p) => {
      given = p;
      return sign(p);
    };
    try {
      const keys = keyAccessFor({ kind: 'phrase', phrase: PHRASE, passphrase: '' }, seed, 'mainnet');
      const from = keys.secp.publicKey(PATH);
      expect(from).toHaveLength(33);
      // refused after the family got its parameters: enough to inspect them
      expect(() =>
        signTransfer({
          chainName: 'ethereum',
          network: 'mainnet',
          unsigned: '0x02',
          intent: {
            family: 'evm',
            kind: 'transfer',
            chainName: 'ethereum',
            from: '0x0000000000000000000000000000000000000001',
            to: '0x0000000000000000000000000000000000000002',
            amount: '1',
            feeCap: '1',
          },
          activePath: PATH,
          keys,
          replacing: null,
          history: () => [],
        }),
      ).toThrow();
    } finally {
      evm.sign = sign;
    }
    expect(given).not.toBeNull();
    const seen = new Set<unknown>();
    const found: string[] = [];
    const walk = (v: unknown, at: string): void => {
      if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v)) return;
      seen.add(v);
      if (v instanceof Uint8Array) {
        if (v.length === 32 || v.length === 64) found.push(at);
        return;
      }
      for (const k of Reflect.ownKeys(v)) {
        const d = Object.getOwnPropertyDescriptor(v, k);
        if (d && 'value' in d) walk(d.value, `${at}.${String(k)}`);
      }
    };
    walk(given, 'params');
    expect(found).toEqual([]);
  });
});
