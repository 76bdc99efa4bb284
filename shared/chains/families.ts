import { aptosShared } from './aptos';
import { cardanoShared } from './cardano';
import { cosmosShared } from './cosmos';
import { evmShared } from './evm';
import { filecoinShared } from './filecoin';
import { hederaShared } from './hedera';
import { polkadotShared } from './polkadot';
import { rippleShared } from './ripple';
import { solanaShared } from './solana';
import { stellarShared } from './stellar';
import { tezosShared } from './tezos';
import { tonShared } from './ton';
import { tronShared } from './tron';
import { utxoShared } from './utxo';

/**
 * Every family, one line each, in the order the registry lists their chains. A family is three
 * folders (shared/chains/<f>, main/chains/<f>, signer/chains/<f>) and one line in this list, in
 * main/chains/families.ts and in signer/chains/registry.ts; the chain registry, the capability,
 * API-key, validator and intent tables are all derived from this list.
 */
export const FAMILY_MODULES = [
  evmShared,
  tronShared,
  utxoShared,
  solanaShared,
  stellarShared,
  rippleShared,
  cosmosShared,
  tezosShared,
  polkadotShared,
  tonShared,
  hederaShared,
  cardanoShared,
  filecoinShared,
  aptosShared,
] as const;

export type FamilyModule = (typeof FAMILY_MODULES)[number];
export type Family = FamilyModule['family'];

/** The family names, in the list's order. */
export const FAMILIES: readonly Family[] = FAMILY_MODULES.map((m) => m.family);

/** A family's module, typed by its name. */
export function familyModule<F extends Family>(family: F): Extract<FamilyModule, { family: F }> {
  const m = FAMILY_MODULES.find((x): x is Extract<FamilyModule, { family: F }> => x.family === family);
  if (!m) throw new Error(`no family ${family}`);
  return m;
}
