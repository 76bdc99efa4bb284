import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import * as ecc from 'tiny-secp256k1';
import { AppError } from '../../../shared/errors';
import { accountScope } from './accountScope';
import type { LendSecpKey, LendSecpNode } from './lenders';
import type { RecoverableSignature, SecpKeys } from './types';

export type { LendSecpKey, LendSecpNode } from './lenders';

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
 * The secp256k1 capability over a key lender, and over a node lender for a key tree. Public
 * keys are remembered per path (they are public); private keys exist only inside one call.
 * `scope` is the account path keys made by `underAccount` already serve.
 */
export function secpKeysOver(lend: LendSecpKey, lendNode?: LendSecpNode, scope?: string): SecpKeys {
  const publicKeys = new Map<string, Uint8Array>();
  const keys: SecpKeys = {
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
      // libsecp256k1 (WASM): RFC 6979, low-s, byte for byte noble's signature at several times the speed
      const out = lend(path, (privateKey) => ecc.signRecoverable(digest, privateKey));
      return { signature: out.signature, recovery: out.recoveryId === 1 ? 1 : 0 };
    },
    signSchnorrTaproot(path, sighash) {
      return lend(path, (privateKey, publicKey) => signTaproot(privateKey, publicKey, sighash));
    },
    extendedPublicKey(path) {
      if (!lendNode) throw new AppError('BAD_INPUT', 'A private-key wallet has no account key');
      return lendNode(path, (node) => node.publicExtendedKey);
    },
    underAccount(accountPath, use) {
      if (!lendNode || accountPath === scope) return use(keys);
      return lendNode(accountPath, (account) => {
        const s = accountScope(account, accountPath, lend);
        try {
          return use(secpKeysOver(s.lend, lendNode, accountPath));
        } finally {
          s.wipe();
        }
      });
    },
  };
  return keys;
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
