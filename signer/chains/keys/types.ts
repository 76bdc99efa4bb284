/**
 * Keys as capabilities. Family code asks for a public key or a signature at a path; the
 * capability derives the key (or decodes the imported one), uses it and wipes it before it
 * returns. No method here returns private key bytes, and no field holds them.
 */

/** An ECDSA signature over secp256k1: r ‖ s (64 bytes, low-s) and the recovery id. */
export interface RecoverableSignature {
  signature: Uint8Array;
  recovery: 0 | 1;
}

/**
 * secp256k1 keys. `path` is a BIP32 path for a phrase wallet and must be '' for an imported
 * key (it has no path).
 */
export interface SecpKeys {
  /** 33-byte compressed key, or the 65-byte key of an imported uncompressed WIF */
  publicKey(path: string): Uint8Array;
  /** ECDSA over a 32-byte digest (RFC 6979, no prehash, low-s) */
  sign(path: string, digest32: Uint8Array): RecoverableSignature;
  /**
   * BIP340 Schnorr over a taproot key-path sighash, with the BIP86 output key: the key at
   * `path` tweaked by TapTweak(x) and no script tree. The tweak is applied here.
   */
  signSchnorrTaproot(path: string, sighash: Uint8Array): Uint8Array;
  /**
   * The extended public key (xpub) of the BIP32 node at `path`: public data a family hands
   * main to derive addresses from. An imported key has no chain code, so none.
   */
  extendedPublicKey(path: string): string;
  /**
   * Runs `use` with these keys served from the node at `accountPath`, derived once for the
   * call: each key below it costs the steps under the account instead of a walk from the
   * seed (a 100-input signature). The account node and the nodes between it and each key
   * stay inside this call and are wiped when `use` returns or throws; each key is still
   * wiped after its own use. Paths stay full paths; one outside the account is derived as
   * usual. Keys without a tree (an imported key) serve `use` themselves.
   */
  underAccount<T>(accountPath: string, use: (keys: SecpKeys) => T): T;
}

/** ed25519 keys: SLIP-10 paths (all hardened) for a phrase wallet, '' for an imported key. */
export interface EdKeys {
  /** the 32-byte public key */
  publicKey(path: string): Uint8Array;
  /** a 64-byte ed25519 signature of `message` */
  sign(path: string, message: Uint8Array): Uint8Array;
}

/**
 * The recovery phrase, for the chains whose derivation starts from the entropy rather than
 * the BIP39 seed (TON-native, Cardano's Icarus key, polkadot sr25519). JS strings cannot be
 * wiped; only the families that need it read it.
 */
export interface PhraseText {
  phrase: string;
  passphrase: string;
}

/** What a transfer signer gets of a wallet's keys. */
export interface Keys {
  /** null for a phrase wallet (keys at paths); else the one chain the key was imported for */
  importedFor: string | null;
  secp: SecpKeys;
  ed: EdKeys;
  /** the phrase (phrase wallets), for families whose derivation needs the entropy; else null */
  phraseText(): PhraseText | null;
  /** an imported sr25519 key (Polkadot); a phrase wallet, or a key on another curve, holds none */
  sr: SrKeys;
}

/** An imported sr25519 secret key (polkadot.js's 64-byte form), decoded for each use and wiped after it. */
export interface SrKeys {
  /** whether the imported key is an sr25519 one */
  holds(): boolean;
  publicKey(): Uint8Array;
  /** a 64-byte schnorrkel signature ("substrate" context) */
  sign(message: Uint8Array): Uint8Array;
}

/** An imported private key decoded by its family: fresh bytes the caller wipes. */
export type ImportedKey =
  | { curve: 'secp256k1'; privateKey: Uint8Array; compressed: boolean }
  | { curve: 'ed25519'; privateKey: Uint8Array }
  | { curve: 'sr25519'; privateKey: Uint8Array };
