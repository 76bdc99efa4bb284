/**
 * The interface every chain family fills on the signer side. Keys arrive as bytes derived
 * by the signer itself and never leave it; what goes back is an address, a public key or a
 * signed transaction.
 */
export interface DerivedAccount {
  address: string;
  /** hex, for display and watch-only lookups */
  publicKey: string;
  path: string;
}

export interface ChainSigner {
  /** Address and public key at `path` from a BIP39 seed (64 bytes). */
  deriveFromSeed(seed: Uint8Array, path: string, options?: { scheme?: string }): DerivedAccount;
  /** Address from an imported private key in the chain's own key format; throws on a bad key. */
  addressFromPrivateKey(privateKey: string): { address: string; publicKey: string };
}
