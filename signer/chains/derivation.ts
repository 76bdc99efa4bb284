/**
 * What a family derives for the wallet to show and watch: public data only. A leaf apart from
 * types.ts so the family list (families.ts) can hold each family's derivation without reaching
 * the journal's types, which are built from that list.
 */
import type { NetworkKind } from '../../shared/chains/validate/result';

export interface DerivedAccount {
  address: string;
  /** hex, for display and watch-only lookups */
  publicKey: string;
  path: string;
}

/**
 * Roots a family computes from the phrase with a slow KDF, cached for the unlocked session by
 * the wallet (signer/wallets/derivedRoots.ts). The bytes returned belong to the cache: read
 * them, never wipe or change them.
 */
export interface RootCache {
  get(name: string, compute: () => Uint8Array): Uint8Array;
}

/** The options every family accepts (each reads the ones it needs). */
export interface FamilyOptions {
  chain?: string;
  scheme?: string;
  network?: NetworkKind;
  mnemonic?: string;
  passphrase?: string;
  /** the wallet's session cache of phrase roots; absent: compute them each time */
  roots?: RootCache;
}

/** Addresses: what a family derives for the wallet to show and watch (public data only). */
export interface FamilyDerivation {
  /** Address and public key at `path` from a BIP39 seed (64 bytes). */
  deriveFromSeed(seed: Uint8Array, path: string, options?: FamilyOptions): DerivedAccount;
  /** Address from an imported private key in the chain's own key format; throws on a bad key. */
  addressFromPrivateKey(privateKey: string, options?: FamilyOptions): { address: string; publicKey: string };
  /** The default path of address index `index`. */
  defaultPath(chain: string, index: number, options?: FamilyOptions): string;
  /** `count` default-path accounts from `startIndex`, deriving the shared parent node once. */
  deriveBatch(
    seed: Uint8Array,
    chain: string,
    startIndex: number,
    count: number,
    options?: FamilyOptions,
  ): DerivedAccount[];
}
