import type { Family } from '../../shared/chains/families';
import { FAMILIES } from '../../shared/chains/families';
import { getChain } from '../../shared/chains/registry';
import type { ChainSigner } from './types';
import { chainSigner as aptos } from './aptos';
import { chainSigner as cardano } from './cardano';
import { chainSigner as cosmos } from './cosmos';
import { chainSigner as evm } from './evm';
import { chainSigner as filecoin } from './filecoin';
import { chainSigner as hedera } from './hedera';
import { chainSigner as polkadot } from './polkadot';
import { chainSigner as ripple } from './ripple';
import { chainSigner as solana } from './solana';
import { chainSigner as stellar } from './stellar';
import { chainSigner as tezos } from './tezos';
import { chainSigner as ton } from './ton';
import { chainSigner as tron } from './tron';
import { chainSigner as utxo } from './utxo';

/**
 * Every family's signer, one line each (with its import). Derivation and transfer signing
 * (index.ts, signing.ts) are looked up here; chains differ only by registry data and the
 * family's own rules.
 */
export const CHAIN_SIGNERS: readonly ChainSigner[] = [
  evm,
  tron,
  utxo,
  ripple,
  cosmos,
  filecoin,
  solana,
  stellar,
  tezos,
  ton,
  hedera,
  aptos,
  polkadot,
  cardano,
];

const BY_FAMILY = new Map<Family, ChainSigner>(CHAIN_SIGNERS.map((s) => [s.family, s]));

/** The families listed in shared/ without a signer here (a test keeps this empty). */
export const missingFamilies = (): Family[] => FAMILIES.filter((f) => !BY_FAMILY.has(f));

export function signerFor(chainName: string): ChainSigner {
  const family = getChain(chainName).family;
  const signer = BY_FAMILY.get(family);
  if (!signer) throw new Error(`No signer for the ${family} family`);
  return signer;
}
