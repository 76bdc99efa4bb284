import type { Family } from './families';
import { CHAINS, getChain, type ChainInfo } from './registry';

/**
 * What a family offers the user, as data. Main's family descriptors point at their row and
 * `coin.overview` carries it, so screens ask "does this coin take a memo?" instead of
 * comparing family names.
 */
export interface FamilyCapabilities {
  /** one list of addresses serves every chain of the family (EVM's 16 networks) */
  sharedAddressSet: boolean;
  /** the user picks an address type (legacy, nested or native segwit, taproot) */
  addressTypes: boolean;
  /** tokens can be added by their contract (or mint, or master) address */
  customTokens: boolean;
  /** what a send may carry besides the amount: nothing, free text, or a numeric destination tag */
  memo: 'none' | 'text' | 'tag';
  /** the Staking screen offers this family */
  staking: boolean;
  /** the user may pick which coins (UTXOs) a send spends */
  coinSelection: boolean;
}

const BASE: FamilyCapabilities = {
  sharedAddressSet: false,
  addressTypes: false,
  customTokens: false,
  memo: 'none',
  staking: false,
  coinSelection: false,
};

/** A family's row says what it does today; a family that cannot send yet offers nothing more. */
export const FAMILY_CAPABILITIES: Readonly<Record<Family, FamilyCapabilities>> = {
  evm: { ...BASE, sharedAddressSet: true, customTokens: true },
  utxo: { ...BASE, addressTypes: true, coinSelection: true },
  solana: { ...BASE, customTokens: true, staking: true },
  tron: { ...BASE, customTokens: true, memo: 'text', staking: true },
  stellar: { ...BASE, customTokens: true, memo: 'text' },
  ripple: { ...BASE, memo: 'tag' },
  cosmos: { ...BASE, memo: 'text' },
  tezos: BASE,
  polkadot: BASE,
  ton: { ...BASE, customTokens: true, memo: 'text' },
  hedera: { ...BASE, memo: 'text' },
  cardano: BASE,
  filecoin: BASE,
  aptos: BASE,
};

export function capabilitiesOf(chainName: string): FamilyCapabilities {
  return FAMILY_CAPABILITIES[getChain(chainName).family];
}

/** The chains a custom token can be added on, in registry order. */
export function chainsWithCustomTokens(): ChainInfo[] {
  return [...CHAINS.values()].filter((c) => FAMILY_CAPABILITIES[c.family].customTokens);
}
