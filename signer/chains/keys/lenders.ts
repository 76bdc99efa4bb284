import type { HDKey } from '@scure/bip32';

/**
 * Lends the private key at `path`, with its public key, to `use`, and wipes the private key
 * (and every node derived on the way) once `use` returns or throws.
 */
export type LendSecpKey = <T>(path: string, use: (privateKey: Uint8Array, publicKey: Uint8Array) => T) => T;

/**
 * Lends the BIP32 node at `path` (private, with its chain code) to `use`, and wipes it and
 * every node derived on the way once `use` returns or throws. Only a wallet with a key tree
 * (a phrase) has one.
 */
export type LendSecpNode = <T>(path: string, use: (node: HDKey) => T) => T;
