import type { Family } from '../../shared/chains/families';
import { getChain } from '../../shared/chains/registry';
import type { Derivation } from '../wallets/derivation';
import type { DerivedAccount } from './types';
import { aptosSigner } from './aptos';
import { cardanoSigner } from './cardano';
import { cosmosSigner } from './cosmos';
import { evmSigner } from './evm';
import { filecoinSigner } from './filecoin';
import { hederaSigner } from './hedera';
import { polkadotSigner } from './polkadot';
import { rippleSigner } from './ripple';
import { solanaSigner } from './solana';
import { stellarSigner } from './stellar';
import { tezosSigner } from './tezos';
import { tonSigner } from './ton';
import { tronSigner } from './tron';
import { utxoSigner } from './utxo';

/** The options every family accepts (each reads the ones it needs). */
export interface FamilyOptions {
  chain?: string;
  scheme?: string;
  network?: 'mainnet' | 'testnet' | 'regtest';
  mnemonic?: string;
  passphrase?: string;
}

export interface FamilySigner {
  deriveFromSeed(seed: Uint8Array, path: string, options?: FamilyOptions): DerivedAccount;
  addressFromPrivateKey(privateKey: string, options?: FamilyOptions): { address: string; publicKey: string };
  defaultPath(chain: string, index: number, options?: FamilyOptions): string;
  deriveBatch(
    seed: Uint8Array,
    chain: string,
    startIndex: number,
    count: number,
    options?: FamilyOptions,
  ): DerivedAccount[];
}

/** One signer per family; chains differ only by registry data and the family's own rules. */
const BY_FAMILY: Record<Family, FamilySigner> = {
  evm: evmSigner,
  tron: tronSigner,
  utxo: utxoSigner,
  ripple: rippleSigner,
  cosmos: cosmosSigner,
  filecoin: filecoinSigner,
  solana: solanaSigner,
  stellar: stellarSigner,
  tezos: tezosSigner,
  ton: tonSigner,
  hedera: hederaSigner,
  aptos: aptosSigner,
  polkadot: polkadotSigner,
  cardano: cardanoSigner,
};

export function signerFor(chainName: string): FamilySigner {
  return BY_FAMILY[getChain(chainName).family];
}

export const derivation: Derivation = {
  derive(material, chainName, index, opts = {}) {
    const s = signerFor(chainName);
    const options: FamilyOptions = {
      chain: chainName,
      mnemonic: material.phrase,
      passphrase: material.passphrase,
      ...(opts.scheme ? { scheme: opts.scheme } : {}),
      ...(opts.network ? { network: opts.network } : {}),
    };
    const path = opts.path ?? s.defaultPath(chainName, index, options);
    return s.deriveFromSeed(material.seed, path, options);
  },
  deriveBatch(material, chainName, startIndex, count) {
    const options: FamilyOptions = {
      chain: chainName,
      mnemonic: material.phrase,
      passphrase: material.passphrase,
    };
    return signerFor(chainName).deriveBatch(material.seed, chainName, startIndex, count, options);
  },
  fromPrivateKey(chainName, privateKey, network) {
    return signerFor(chainName).addressFromPrivateKey(privateKey, {
      chain: chainName,
      ...(network ? { network } : {}),
    });
  },
};
