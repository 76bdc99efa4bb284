import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { DerivedAccount, FamilyDerivation, RootCache } from '../derivation';

/**
 * Options of the ed25519 families: a compatible widening of FamilyOptions.
 * `scheme` picks polkadot's `ed25519` (default) or `sr25519`; `network` the address
 * network (mainnet when omitted). Cardano (Icarus master key from the entropy) and
 * polkadot sr25519 (mini-secret from the entropy) need the phrase itself, so they read
 * `mnemonic` and `passphrase`; the SLIP-10 families use the seed only.
 */
export interface EdDeriveOptions {
  chain?: string;
  scheme?: string;
  network?: NetworkKind;
  mnemonic?: string;
  passphrase?: string;
  roots?: RootCache;
}

export interface EdChainSigner extends FamilyDerivation {
  deriveFromSeed(seed: Uint8Array, path: string, options?: EdDeriveOptions): DerivedAccount;
  addressFromPrivateKey(
    privateKey: string,
    options?: EdDeriveOptions,
  ): { address: string; publicKey: string };
  /** The default path of address index `index` for the chain (and scheme). */
  defaultPath(chain: string, index: number, options?: EdDeriveOptions): string;
  /**
   * `count` accounts at the default path from `startIndex` on. The node above the index
   * level is derived once, so each address costs only the steps below it.
   */
  deriveBatch(
    seed: Uint8Array,
    chain: string,
    startIndex: number,
    count: number,
    options?: EdDeriveOptions,
  ): DerivedAccount[];
}
