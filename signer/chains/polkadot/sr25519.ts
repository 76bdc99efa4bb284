import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { utf8 } from '@scure/base';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { getPublicKey, HDKD, secretFromSeed, sign } from '@scure/sr25519';
import { parseJunctions } from './junctions';

/**
 * polkadot.js's mini-secret: PBKDF2-SHA512 over the BIP39 entropy (not the seed) with salt
 * "mnemonic" + password, 2048 rounds, first 32 bytes (util-crypto mnemonicToMiniSecret).
 */
export function miniSecretFromMnemonic(mnemonic: string, password = ''): Uint8Array {
  const entropy = mnemonicToEntropy(mnemonic.trim(), wordlist);
  try {
    const out = pbkdf2(sha512, entropy, utf8.decode(`mnemonic${password}`), { c: 2048, dkLen: 64 });
    const mini = out.slice(0, 32);
    out.fill(0);
    return mini;
  } finally {
    entropy.fill(0);
  }
}

/** Lends the sr25519 secret key at a Substrate path ('' is the root account) to `use`, then wipes it. */
function withSecretAt<T>(miniSecret: Uint8Array, path: string, use: (secret: Uint8Array) => T): T {
  const junctions = parseJunctions(path);
  let secret: Uint8Array = secretFromSeed(miniSecret);
  for (const j of junctions) {
    const next = j.hard ? HDKD.secretHard(secret, j.chainCode) : HDKD.secretSoft(secret, j.chainCode);
    secret.fill(0);
    secret = next;
  }
  try {
    return use(secret);
  } finally {
    secret.fill(0);
  }
}

/** The sr25519 public key at a Substrate path ('' is the root account) from a mini-secret. */
export function sr25519PublicKey(miniSecret: Uint8Array, path: string): Uint8Array {
  return withSecretAt(miniSecret, path, getPublicKey);
}

/** A 64-byte sr25519 signature of `message` by the key at `path` (schnorrkel "substrate" context). */
export function sr25519Sign(miniSecret: Uint8Array, path: string, message: Uint8Array): Uint8Array {
  return withSecretAt(miniSecret, path, (secret) => sign(secret, message));
}
