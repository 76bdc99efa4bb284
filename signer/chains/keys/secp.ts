import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import * as ecc from 'tiny-secp256k1';
import { AppError } from '../../../shared/errors';
import type { RecoverableSignature, SecpKeys } from './types';

/**
 * Lends the private key at `path`, with its public key, to `use`, and wipes the private key
 * (and every node derived on the way) once `use` returns or throws.
 */
export type LendSecpKey = <T>(path: string, use: (privateKey: Uint8Array, publicKey: Uint8Array) => T) => T;

const TAP_TWEAK = sha256(new TextEncoder().encode('TapTweak'));

/** BIP341's TapTweak tagged hash of an x-only key with no script tree (BIP86). */
export function tapTweak(xOnly: Uint8Array): Uint8Array {
  const data = new Uint8Array(64 + xOnly.length);
  data.set(TAP_TWEAK);
  data.set(TAP_TWEAK, 32);
  data.set(xOnly, 64);
  return sha256(data);
}

const digestOf = (bytes: Uint8Array): Uint8Array => {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 32)
    throw new AppError('INTERNAL', 'a signature digest is 32 bytes');
  return bytes;
};

/**
 * BIP86 key-path signing: the output key's secret is d (negated when d·G has odd Y) plus
 * TapTweak(x). The negated intermediate and the sum are wiped before this returns.
 */
function signTaproot(privateKey: Uint8Array, publicKey: Uint8Array, sighash: Uint8Array): Uint8Array {
  const compressed = publicKey.length === 33 ? publicKey : secp256k1.getPublicKey(privateKey, true);
  const negated = compressed[0] === 3 ? ecc.privateNegate(privateKey) : null;
  const sum = ecc.privateAdd(negated ?? privateKey, tapTweak(compressed.subarray(1, 33)));
  negated?.fill(0);
  if (!sum) throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
  try {
    return ecc.signSchnorr(digestOf(sighash), sum);
  } finally {
    sum.fill(0);
  }
}

/**
 * The secp256k1 capability over a key lender. Public keys are remembered per path (they are
 * public); private keys exist only inside one call.
 */
export function secpKeysOver(lend: LendSecpKey): SecpKeys {
  const publicKeys = new Map<string, Uint8Array>();
  return {
    publicKey(path) {
      let key = publicKeys.get(path);
      if (!key) {
        key = lend(path, (_, publicKey) => Uint8Array.from(publicKey));
        publicKeys.set(path, key);
      }
      return Uint8Array.from(key);
    },
    sign(path, digest32): RecoverableSignature {
      const digest = digestOf(digest32);
      const out = lend(path, (privateKey) =>
        // 'recovered' = recovery byte, then r ‖ s (64 bytes), low-s normalised
        secp256k1.sign(digest, privateKey, { prehash: false, format: 'recovered' }),
      );
      return { signature: out.slice(1, 65), recovery: out[0] === 1 ? 1 : 0 };
    },
    signSchnorrTaproot(path, sighash) {
      return lend(path, (privateKey, publicKey) => signTaproot(privateKey, publicKey, sighash));
    },
  };
}

/**
 * The capability over one key held by the caller (an imported key, a test key): the path must
 * be ''. Each use works on a copy that is wiped afterwards; the caller owns and wipes `privateKey`.
 */
export function secpKeysOfKey(privateKey: Uint8Array, compressed = true): SecpKeys {
  return secpKeysOver(importedSecpLender(() => ({ privateKey: Uint8Array.from(privateKey), compressed })));
}

/** A lender over an imported key decoded afresh for each use (path ''), wiped after it. */
export function importedSecpLender(
  decode: () => { privateKey: Uint8Array; compressed: boolean },
): LendSecpKey {
  return (path, use) => {
    if (path !== '') throw new AppError('BAD_INPUT', 'A private-key wallet has no derivation paths');
    const { privateKey, compressed } = decode();
    try {
      return use(privateKey, secp256k1.getPublicKey(privateKey, compressed));
    } finally {
      privateKey.fill(0);
    }
  };
}
