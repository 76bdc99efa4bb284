/**
 * THORChain's two REST services as own-server slots (Settings → Networks), each held to the
 * THORChain network of the profile and routed in place of the profile's default:
 *
 * - Midgard (history, the RUNE balance): Midgard names no chain id. Its /v2/health gives
 *   `genesisInfo`, the hash of the first block it indexed, which is the same for every Midgard
 *   of one network and differs between networks; the app ships no such hash (none written from
 *   memory), so the profile's default Midgard is asked the same question and the two must
 *   agree. The height is `lastThorNode.height`, the THORChain block Midgard last saw.
 * - THORNode (the native fee, the legacy tx search, the exchange's quotes, inbound addresses
 *   and swap status): its Cosmos SDK REST API's latest block names the chain id, held to
 *   thorchain-1 on mainnet and to the profile's own THORNode elsewhere (stagenet's id moves).
 *
 * One host may serve the RPC, Midgard and THORNode (the local fixture does): each slot routes
 * only its own paths.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { cosmosConfig } from './config';
import type { CosmosLocalEndpoints } from './localEndpoints';

/** THORChain mainnet's chain id (since the 2021 fork; written from memory, no live network here) */
export const THORCHAIN_MAINNET_ID = 'thorchain-1';

const MIDGARD_PATHS = ['/v2'] as const;
/** THORNode's own module, its legacy LCD search and the Cosmos SDK REST API it also serves */
const THORNODE_PATHS = ['/thorchain', '/txs', '/cosmos'] as const;
/** what the RPC slot must leave to the other two on a shared host */
export const THOR_REST_PATHS: readonly string[] = [...MIDGARD_PATHS, ...THORNODE_PATHS];

const thorOf = (network: Parameters<typeof cosmosConfig>[0], local: CosmosLocalEndpoints | undefined) => {
  const c = cosmosConfig(network, 'thorchain', local);
  return c?.kind === 'thor' ? c : null;
};

export const midgardSlot: NodeSlotRuntime<CosmosLocalEndpoints> = {
  check: ({ http, url, chain, network, local }) => {
    const own = thorOf(network, local)?.midgardUrl;
    return checkServes({
      url,
      chain,
      what: 'Midgard genesis block',
      defaults: own ? [own] : [],
      ask: async (u) => {
        const h = await http.json<unknown>(`${baseOf(u)}/v2/health`);
        return {
          id: textOf(field(h, ['genesisInfo', 'hash'], 'genesis block (genesisInfo)'), 'genesis block'),
          height: heightOf(field(h, ['lastThorNode', 'height'], 'height (lastThorNode)')),
        };
      },
    });
  },
  routes: (network, local): Readonly<Record<string, NodeRoute>> => {
    const c = thorOf(network, local);
    return c ? { thorchain: { bases: [c.midgardUrl], paths: MIDGARD_PATHS } } : {};
  },
};

export const thornodeSlot: NodeSlotRuntime<CosmosLocalEndpoints> = {
  check: ({ http, url, chain, network, local }) => {
    const own = thorOf(network, local)?.thornodeUrl;
    return checkServes({
      url,
      chain,
      what: 'chain id',
      ...(network === 'mainnet' ? { expected: THORCHAIN_MAINNET_ID } : { defaults: own ? [own] : [] }),
      ask: async (u) => {
        const b = await http.json<unknown>(`${baseOf(u)}/cosmos/base/tendermint/v1beta1/blocks/latest`);
        return {
          id: textOf(field(b, ['block', 'header', 'chain_id'], 'chain id'), 'chain id'),
          height: heightOf(field(b, ['block', 'header', 'height'], 'height')),
        };
      },
    });
  },
  routes: (network, local): Readonly<Record<string, NodeRoute>> => {
    const c = thorOf(network, local);
    return c ? { thorchain: { bases: [c.thornodeUrl], paths: THORNODE_PATHS } } : {};
  },
};
