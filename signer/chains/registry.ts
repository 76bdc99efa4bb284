import type { Family } from '../../shared/chains/families';
import { FAMILIES } from '../../shared/chains/families';
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { FamilyDerivation } from './derivation';
import type { ChainSigner } from './types';
import { SIGNER_FAMILIES } from './families';

/**
 * The list's rows as the registry uses them: assigning checks that every family's lazily
 * loaded module exports a `chainSigner` (its `family` is checked again when it loads).
 */
const ROWS: {
  readonly [F in Family]: {
    derivation: FamilyDerivation;
    signing: () => Promise<{ chainSigner: ChainSigner }>;
  };
} = SIGNER_FAMILIES;

const loaded = new Map<Family, ChainSigner>();

/** Loads the whole signer of `family` once; later calls find it loaded. */
export async function loadFamilySigning(family: Family): Promise<void> {
  if (loaded.has(family)) return;
  const { chainSigner } = await ROWS[family].signing();
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
      ...ROWS[family].derivation,
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
export const missingFamilies = (): Family[] => FAMILIES.filter((f) => !(f in ROWS));

export function signerFor(chainName: string): ChainSigner {
  const family = getChain(chainName).family;
  const signer = signers.get(family);
  if (!signer) throw new Error(`No signer for the ${family} family`);
  return signer;
}
