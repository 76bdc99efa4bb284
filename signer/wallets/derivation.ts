import type { RootCache } from '../chains/derivation';

/** A phrase wallet's material: the BIP39 seed, and the phrase for families that start from entropy. */
export interface PhraseMaterial {
  seed: Uint8Array;
  phrase: string;
  passphrase: string;
  /** the session's cache of slow phrase roots (Cardano's Icarus key) */
  roots?: RootCache;
}

/** What the wallet session needs from the chain families; signer/chains/index.ts provides it. */
export interface Derivation {
  /** Address and public key at the chain's default path for `index`, or at `path` when given. */
  derive(
    material: PhraseMaterial,
    chainName: string,
    index: number,
    opts?: { path?: string; scheme?: string; network?: 'mainnet' | 'testnet' | 'regtest' },
  ): { address: string; publicKey: string; path: string };
  /** `count` default-path accounts from `startIndex`, deriving the shared parent node once. */
  deriveBatch(
    material: PhraseMaterial,
    chainName: string,
    startIndex: number,
    count: number,
    network?: 'mainnet' | 'testnet' | 'regtest',
  ): { address: string; publicKey: string; path: string }[];
  /** Address of an imported key; throws when the key is not valid for the chain. */
  fromPrivateKey(
    chainName: string,
    privateKey: string,
    network?: 'mainnet' | 'testnet' | 'regtest',
  ): { address: string; publicKey: string };
}
