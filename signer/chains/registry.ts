import type { Family } from '../../shared/chains/families';
import { FAMILIES } from '../../shared/chains/families';
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { ChainSigner, FamilyDerivation } from './types';
import { aptosSigner } from './aptos/derive';
import { cardanoSigner } from './cardano/derive';
import { cosmosSigner } from './cosmos/derive';
import { evmSigner } from './evm/derive';
import { filecoinSigner } from './filecoin/derive';
import { hederaSigner } from './hedera/derive';
import { polkadotSigner } from './polkadot/derive';
import { rippleSigner } from './ripple/derive';
import { solanaSigner } from './solana/derive';
import { stellarSigner } from './stellar/derive';
import { tezosSigner } from './tezos/derive';
import { tonBip39Signer } from './ton/derive';
import { tronSigner } from './tron/derive';
import { utxoSigner } from './utxo/derive';

/**
 * Every family's derivation, one line each (with its import): addresses are made for every
 * chain a wallet shows, so these load with the signer. They use the curve libraries and the
 * address encoders of shared/ only.
 */
const DERIVATIONS: Record<Family, FamilyDerivation> = {
  evm: evmSigner,
  tron: tronSigner,
  utxo: utxoSigner,
  ripple: rippleSigner,
  cosmos: cosmosSigner,
  filecoin: filecoinSigner,
  solana: solanaSigner,
  stellar: stellarSigner,
  tezos: tezosSigner,
  ton: tonBip39Signer,
  hedera: hederaSigner,
  aptos: aptosSigner,
  polkadot: polkadotSigner,
  cardano: cardanoSigner,
};

/**
 * Every family's whole signer (index.ts: transfer signing, imported keys, account keys), one
 * line each. These pull in the chains' transaction libraries (tronweb, @hashgraph/sdk,
 * @polkadot, cosmjs, …), most of the signer's memory, so each loads on the first request
 * that signs on its family (loadSigning): a wallet that never sends on a chain never loads it.
 */
const SIGNING: Record<Family, () => Promise<{ chainSigner: ChainSigner }>> = {
  evm: () => import('./evm'),
  tron: () => import('./tron'),
  utxo: () => import('./utxo'),
  ripple: () => import('./ripple'),
  cosmos: () => import('./cosmos'),
  filecoin: () => import('./filecoin'),
  solana: () => import('./solana'),
  stellar: () => import('./stellar'),
  tezos: () => import('./tezos'),
  ton: () => import('./ton'),
  hedera: () => import('./hedera'),
  aptos: () => import('./aptos'),
  polkadot: () => import('./polkadot'),
  cardano: () => import('./cardano'),
};

const loaded = new Map<Family, ChainSigner>();

/** Loads the whole signer of `family` once; later calls find it loaded. */
export async function loadFamilySigning(family: Family): Promise<void> {
  if (loaded.has(family)) return;
  const { chainSigner } = await SIGNING[family]();
  if (chainSigner.family !== family) throw new AppError('INTERNAL', `${family} loaded another family`);
  loaded.set(family, chainSigner);
}

/** Loads the whole signer of the family of `chainName` (before signing on it). */
export const loadSigning = (chainName: string): Promise<void> =>
  loadFamilySigning(getChain(chainName).family);

/** Loads every family's whole signer (tests, and the CLI when it signs). */
export async function loadAllSigning(): Promise<void> {
  await Promise.all(FAMILIES.map(loadFamilySigning));
}

function whole(family: Family): ChainSigner {
  const s = loaded.get(family);
  // A request that signs awaits loadSigning first (signer/wallets/session.ts); reaching here
  // without it is a bug of ours, never a reason to sign without the family's checks.
  if (!s) throw new AppError('INTERNAL', `The ${family} signer is not loaded`);
  return s;
}

const signers = new Map<Family, ChainSigner>(
  FAMILIES.map((family) => [
    family,
    {
      family,
      ...DERIVATIONS[family],
      get sign() {
        return whole(family).sign;
      },
      get importedKey() {
        return whole(family).importedKey;
      },
      get accountKey() {
        return whole(family).accountKey;
      },
    },
  ]),
);

/** Every family's signer: derivation at once, the rest once loaded (see loadSigning). */
export const CHAIN_SIGNERS: readonly ChainSigner[] = [...signers.values()];

/** The families listed in shared/ without a signer here (a test keeps this empty). */
export const missingFamilies = (): Family[] => FAMILIES.filter((f) => !(f in DERIVATIONS) || !(f in SIGNING));

export function signerFor(chainName: string): ChainSigner {
  const family = getChain(chainName).family;
  const signer = signers.get(family);
  if (!signer) throw new Error(`No signer for the ${family} family`);
  return signer;
}
