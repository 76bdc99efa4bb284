import type { z } from 'zod';
import type { TxKind } from '../contract/txKinds';
import type { ChainRow } from './chainRow';
import type { NetworkKind, ValidationResult } from './validate/result';

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
  /** a watch-only wallet follows the account's extended public key, not one address */
  watchByAccountKey: boolean;
}

/** A family that cannot do more than send its coin offers nothing more. */
export const BASE_CAPABILITIES: FamilyCapabilities = Object.freeze({
  sharedAddressSet: false,
  addressTypes: false,
  customTokens: false,
  memo: 'none',
  staking: false,
  coinSelection: false,
  watchByAccountKey: false,
});

/** A provider the user may give an API key for (shared/chains/apiKeys.ts lists them all). */
export interface ApiKeyProvider<Id extends string = string> {
  /** the field name in settings.apiKeys; never renamed, saved files use it */
  readonly id: Id;
  readonly label: string;
  readonly hint: string;
  /** several keys, comma-separated, rotated on 429; otherwise the whole text is one key */
  readonly multiple: boolean;
}

/** The WalletConnect namespaces (CAIP-2) the wallet signs dapp requests in. */
export type DappNamespace = 'eip155' | 'solana';

/** Address and key rules of a family (spec/chains.md §5); every checksum is checked. */
export interface FamilyValidator {
  validateAddress(chainName: string, address: string, network?: NetworkKind): ValidationResult;
  validatePrivateKey(chainName: string, key: string, network?: NetworkKind): ValidationResult;
}

/**
 * Everything the three processes share about one family, in its folder `shared/chains/<f>/`:
 * its chains, what it offers, its address and key rules, the intents its signer signs (each
 * schema's `kind` lists the kinds it declares) and the API keys its providers take.
 * `shared/chains/families.ts` lists the modules, and every table is derived from that list.
 */
export interface SharedFamily<
  F extends string,
  I extends z.ZodType<{ family: F; kind: TxKind }>,
  K extends readonly ApiKeyProvider[],
> {
  readonly family: F;
  readonly chains: readonly ChainRow<F>[];
  readonly capabilities: FamilyCapabilities;
  readonly validator: FamilyValidator;
  readonly intent: I;
  readonly apiKeys: K;
  /**
   * The fixed start every address of the family shares, beyond the kinds the look-alike rule
   * knows (hex, bech32, a version character): a pattern whose first group is the part that
   * varies. `oneCase`: it applies only to an address written in one case.
   */
  readonly addressPrefix?: { readonly pattern: RegExp; readonly oneCase: boolean };
  /**
   * The WalletConnect namespaces whose requests the family's keys sign; absent: none. The
   * signer holds every dapp request to it (signer/dapp/dappNamespace.ts), so a hostile main
   * cannot have a Stellar key sign a solana_signMessage whose bytes are a Stellar hash.
   */
  readonly dappNamespaces?: readonly DappNamespace[];
  /**
   * The shape of a token's id on the family (contract, mint, jetton master, asset, denom), where
   * the wallet holds tokens; absent: the family has none here. Shape only: checksums and
   * existence on chain belong to main's adapters.
   */
  readonly tokenShape?: RegExp;
  /**
   * The provider slots the user may point at their own server (Settings → Networks), the
   * first being the chain's node; absent: none. Main's descriptor holds each slot's check.
   */
  readonly nodeSlots?: readonly NodeSlot[];
}

/** A provider slot a family takes the user's own server for: its id and what the UI calls it. */
export interface NodeSlot {
  /** the id saved files and main's descriptor use; never renamed */
  readonly slot: string;
  readonly label: string;
  /** the family's chains that have this provider (THORChain's Midgard); absent: every chain */
  readonly chains?: readonly string[];
}

/** Keeps the module's literal types (family name, intent schema, key ids) for the derived tables. */
export function defineSharedFamily<
  const F extends string,
  I extends z.ZodType<{ family: F; kind: TxKind }>,
  const K extends readonly ApiKeyProvider[],
>(family: SharedFamily<F, I, K>): SharedFamily<F, I, K> {
  return family;
}
