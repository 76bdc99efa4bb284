import { FAMILY_MODULES, type Family } from './families';
import { CHAINS, getChain, type ChainInfo } from './registry';
import type { FamilyCapabilities } from './sharedFamily';

export type { FamilyCapabilities } from './sharedFamily';

/** Each family's row, from its module; a family that cannot send yet offers nothing more. */
export const FAMILY_CAPABILITIES: Readonly<Record<Family, FamilyCapabilities>> = Object.fromEntries(
  FAMILY_MODULES.map((m) => [m.family, m.capabilities]),
) as Record<Family, FamilyCapabilities>;

export function capabilitiesOf(chainName: string): FamilyCapabilities {
  return FAMILY_CAPABILITIES[getChain(chainName).family];
}

/** The chains a custom token can be added on, in registry order. */
export function chainsWithCustomTokens(): ChainInfo[] {
  return [...CHAINS.values()].filter((c) => FAMILY_CAPABILITIES[c.family].customTokens);
}
