import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { DerivedAccount, FamilyDerivation } from '../derivation';

/**
 * Options of the secp256k1 families. A compatible widening of FamilyOptions:
 * `chain` picks the chain inside a multi-chain family (utxo, cosmos; required there),
 * `scheme` the UTXO address kind (native | nested | legacy | taproot), `network` the
 * network of the families whose addresses differ by network (mainnet when omitted).
 */
export interface SecpDeriveOptions {
  chain?: string;
  scheme?: string;
  network?: NetworkKind;
}

export interface SecpChainSigner extends FamilyDerivation {
  deriveFromSeed(seed: Uint8Array, path: string, options?: SecpDeriveOptions): DerivedAccount;
  addressFromPrivateKey(
    privateKey: string,
    options?: SecpDeriveOptions,
  ): { address: string; publicKey: string };
  /** The default path of address index `index` for the chain, scheme and network. */
  defaultPath(chain: string, index: number, options?: SecpDeriveOptions): string;
  /**
   * `count` accounts at the default path from `startIndex` on. The account-level node is
   * derived once and each address costs one non-hardened child step.
   */
  deriveBatch(
    seed: Uint8Array,
    chain: string,
    startIndex: number,
    count: number,
    options?: SecpDeriveOptions,
  ): DerivedAccount[];
}
