/**
 * The chain families main can show balances for and send on: one line per family. Everything
 * central that depends on the families (the WALLET_LOCAL_ENDPOINTS schema, which API keys a
 * family gets, the families each host builds) is derived from this list.
 *
 * Families not here yet still receive (their addresses come from the signer) and say so in the UI.
 *
 * A descriptor loads none of its family's chain libraries: buildFamilies hands out lazy
 * families (lazyFamily.ts) that import their module on first use, so main starts, and a user
 * holding two families runs, without the other families' SDKs in memory.
 */
import type { z } from 'zod';
import type { ApiKeyId } from '../../shared/chains/apiKeys';
import type { Family } from '../../shared/chains/families';
import { routeOwnNodes, routesOf } from '../config/nodeRouting';
import type { Http } from '../net/http';
import { aptosFamily } from './aptos';
import type { AppNetwork, FamilyDescriptor } from './descriptor';
import { cardanoFamily } from './cardano';
import { cosmosFamily } from './cosmos';
import { evmFamily } from './evm';
import { hederaFamily } from './hedera';
import { filecoinFamily } from './filecoin';
import { lazyFamily, type LazyWalletFamily } from './lazyFamily';
import { polkadotFamily } from './polkadot';
import { rippleFamily } from './ripple';
import { solanaFamily } from './solana';
import { stellarFamily } from './stellar';
import { tonFamily } from './ton';
import { tezosFamily } from './tezos';
import { tronFamily } from './tron';
import { utxoFamily } from './utxo';

// prettier-ignore
export const FAMILY_DESCRIPTORS = [
  evmFamily,
  utxoFamily,
  solanaFamily,
  tronFamily,
  rippleFamily,
  stellarFamily,
  cosmosFamily,
  tonFamily,
  polkadotFamily,
  tezosFamily,
  hederaFamily,
  filecoinFamily,
  cardanoFamily,
  aptosFamily,
] as const;

type Descriptors = (typeof FAMILY_DESCRIPTORS)[number];

/** Each listed family's parsed part of WALLET_LOCAL_ENDPOINTS, under its family name. */
export type FamiliesLocal = {
  [D in Descriptors as D['family']]?: z.output<D['localEndpoints']>;
};

export interface FamiliesConfig {
  network: AppNetwork;
  local: FamiliesLocal;
  http: Http;
  now?: () => number;
  /** the user's keys (settings.apiKeys as lists); each family receives only its own ids */
  keys?: Readonly<Partial<Record<ApiKeyId, readonly string[]>>>;
  /** the product backend (WALLET_BACKEND_URL), when configured */
  backendUrl?: string;
}

/**
 * Builds every listed family (or the given descriptors), each from its own endpoints and keys;
 * each loads its module on its first call (or `warm()`).
 */
export function buildFamilies(
  c: FamiliesConfig,
  descriptors: readonly FamilyDescriptor[] = FAMILY_DESCRIPTORS,
): Partial<Record<Family, LazyWalletFamily>> {
  const out: Partial<Record<Family, LazyWalletFamily>> = {};
  for (const d of descriptors) {
    const keys: Partial<Record<ApiKeyId, readonly string[]>> = {};
    for (const { id } of d.apiKeys) {
      const list = c.keys?.[id];
      if (list?.length) keys[id] = list;
    }
    const local = (c.local as Partial<Record<Family, unknown>>)[d.family];
    out[d.family] = lazyFamily(d, {
      network: c.network,
      // the user's own servers (Settings → Networks) in place of the slots' defaults
      http: routeOwnNodes(c.http, routesOf(d, c.network, local)),
      keys,
      ...(local !== undefined ? { local } : {}),
      ...(c.now ? { now: c.now } : {}),
      ...(c.backendUrl ? { backendUrl: c.backendUrl } : {}),
    });
  }
  return out;
}
