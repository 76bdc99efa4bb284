/**
 * What a chain family says about itself, in one module (main/chains/<family>/index.ts). The
 * families list, the WALLET_LOCAL_ENDPOINTS schema, the API keys a family reads and the
 * composition root are all derived from the list of these in families.ts; nothing central
 * names a family's endpoints or keys.
 *
 * A descriptor holds only what main needs synchronously (ids, schemas, capability rows, the
 * shape of its WalletFamily in `traits`); the family's own module, with its chain libraries,
 * is `load`ed by a dynamic import on first use (lazyFamily.ts), so main starts without them.
 */
import type { z } from 'zod';
import type { ApiKeyId, ApiKeyProvider } from '../../shared/chains/apiKeys';
import type { Family } from '../../shared/chains/families';
import type { Http } from '../net/http';
import type { StakingAction } from '../../shared/contract/txKinds';
import type { ConfirmPolicy, WalletFamily } from './family';

/** The app's network profile; `local` runs nodes on 127.0.0.1 (regtest addresses). */
export type AppNetwork = 'mainnet' | 'testnet' | 'local';

/** The user's keys for a family's providers, by row id of shared/chains/apiKeys.ts; a missing id has no key. */
export type FamilyKeys<K extends ApiKeyId = ApiKeyId> = Readonly<Partial<Record<K, readonly string[]>>>;

/** What a family's `create` receives: its own part of everything, nothing of other families. */
export interface FamilyContext<Local = unknown, K extends ApiKeyId = ApiKeyId> {
  network: AppNetwork;
  /** this family's part of WALLET_LOCAL_ENDPOINTS, parsed by its own schema; absent when not given */
  local?: Local;
  http: Http;
  now?: () => number;
  keys?: FamilyKeys<K>;
  /** the product backend (WALLET_BACKEND_URL) when configured: a family may read fee hints there */
  backendUrl?: string;
}

/** The optional calls of WalletFamily a family may implement, as the services test for them. */
export type OptionalCall =
  | 'balances'
  | 'tokenInfo'
  | 'resolveName'
  | 'searchTokens'
  | 'replace'
  | 'trustlines'
  | 'nfts'
  | 'swaps'
  | 'permissions'
  | 'preview';

/**
 * What services read of a WalletFamily without awaiting anything (flags, policies, which
 * optional calls exist), declared so the family's libraries need not load for it.
 * families.test.ts checks each against the family its module builds.
 */
export interface FamilyTraits {
  usesAccountKey?: true;
  needsPublicKey?: true;
  confirmPolicy?: ConfirmPolicy;
  /** pure functions of pending entries, from a module that loads no chain library */
  pendingStatus?: WalletFamily['pendingStatus'];
  sortPending?: WalletFamily['sortPending'];
  calls: readonly OptionalCall[];
  /** the family stakes: its actions, and whether it has `details` */
  staking?: { actions: readonly StakingAction[]; details: boolean };
}

/** What a slot's check receives: the server to ask, and which chain and profile it must serve. */
export interface NodeCheckParams<Local = unknown> {
  http: Http;
  url: string;
  chain: string;
  network: AppNetwork;
  /** the family's part of WALLET_LOCAL_ENDPOINTS, on the local profile */
  local?: Local;
}

/** A slot's default servers of one chain, as main routes them to the user's server. */
export interface NodeRoute {
  bases: readonly string[];
  paths?: readonly string[];
  skip?: readonly string[];
  /** the default provider's API-key headers: its key is not sent to the user's server */
  keyHeaders?: readonly string[];
}

/**
 * One provider slot the family takes the user's own server for (the shared module's
 * `nodeSlots` names it): how to tell the server serves the chain, and where main routes it.
 */
export interface NodeSlotRuntime<Local = unknown> {
  /**
   * The server's height when it serves `chain` on the profile's network; otherwise a BAD_INPUT
   * AppError whose message says which network it serves instead.
   */
  check(p: NodeCheckParams<Local>): Promise<bigint>;
  /**
   * The slot's default servers per chain on a profile, for main to send their requests to the
   * user's server instead (main/config/nodeRouting.ts). `paths`: only requests below these
   * paths are the slot's; `skip`: requests below these are another API's (a host serving
   * two). Absent: the family applies the node itself.
   */
  routes?(network: AppNetwork, local: Local | undefined): Readonly<Record<string, NodeRoute>>;
}

export interface FamilyDescriptor<
  F extends Family = Family,
  S extends z.ZodType = z.ZodType,
  K extends ApiKeyId = ApiKeyId,
> {
  family: F;
  /**
   * The family's builder, from its own module loaded on first use (a dynamic import: the chain
   * libraries load with it). The builder must not throw when the profile lacks its endpoints.
   */
  load(): Promise<(ctx: FamilyContext<z.output<S>, K>) => WalletFamily>;
  traits: FamilyTraits;
  /** the schema of `WALLET_LOCAL_ENDPOINTS[family]`; loopback URLs only */
  localEndpoints: S;
  /** the keyed providers the family reads: its shared module's rows (shared/chains/<f>/index.ts) */
  apiKeys: readonly ApiKeyProvider<K>[];
  /** the checks (and routes) of the slots the shared module's `nodeSlots` declares, by slot id */
  nodeSlots?: Readonly<Record<string, NodeSlotRuntime<z.output<S>>>>;
}

/** Keeps a descriptor's literal family, schema and key ids in its type. */
export function defineFamily<F extends Family, S extends z.ZodType, K extends ApiKeyId>(
  d: FamilyDescriptor<F, S, K>,
): FamilyDescriptor<F, S, K> {
  return d;
}
