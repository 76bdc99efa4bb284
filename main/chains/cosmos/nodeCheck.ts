/**
 * The Cosmos family's own-server slots (Settings → Networks). `rpc`: a CometBFT RPC, asked
 * `status` and held to the chain id (node_info.network) the chain has: the signer's table on
 * mainnet, the profile's own node's elsewhere (the test networks move). THORChain's two REST
 * services (thorSlots.ts): Midgard (history, RUNE balance) and THORNode (fees, the legacy tx
 * search, the exchange's quotes). Main routes each slot's requests to the user's server.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { checkServes, field, heightOf, jsonRpc, textOf } from '../nodeCheck';
import { cosmosConfig } from './config';
import type { CosmosLocalEndpoints } from './localEndpoints';
import { THORCHAIN_MAINNET_ID, THOR_REST_PATHS, midgardSlot, thornodeSlot } from './thorSlots';

const MAINNET_IDS: Readonly<Record<string, string>> = {
  cosmos: 'cosmoshub-4',
  thorchain: THORCHAIN_MAINNET_ID,
};
const CHAINS = ['cosmos', 'thorchain'] as const;

export const cosmosNodeSlots: Readonly<Record<string, NodeSlotRuntime<CosmosLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network, local }) => {
      const expected = network === 'mainnet' ? MAINNET_IDS[chain] : undefined;
      const own = cosmosConfig(network, chain, local)?.rpcUrl;
      return checkServes({
        url,
        chain,
        what: 'chain id',
        ...(expected ? { expected } : { defaults: own ? [own] : [] }),
        ask: async (u) => {
          const status = await jsonRpc(http, u, 'status', {});
          return {
            id: textOf(field(status, ['node_info', 'network'], 'chain id'), 'chain id'),
            height: heightOf(field(status, ['sync_info', 'latest_block_height'], 'height')),
          };
        },
      });
    },
    routes: (network, local): Readonly<Record<string, NodeRoute>> =>
      Object.fromEntries(
        CHAINS.flatMap((chain) => {
          const c = cosmosConfig(network, chain, local);
          if (!c) return [];
          // one host may serve THORChain's RPC, Midgard and THORNode (the local fixture does):
          // their paths are the other slots' requests, never the RPC's
          const skip = c.kind === 'thor' ? { skip: THOR_REST_PATHS } : {};
          return [[chain, { bases: [c.rpcUrl], ...skip }]];
        }),
      ),
  },
  midgard: midgardSlot,
  thornode: thornodeSlot,
};
