/**
 * The Cosmos family's own-node slot (Settings → Networks): a CometBFT RPC, asked `status` and
 * held to the chain id (node_info.network) the chain has: the signer's table on mainnet, the
 * profile's own node's elsewhere (the test networks move). Main routes the RPC requests to it.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { checkServes, field, heightOf, jsonRpc, textOf } from '../nodeCheck';
import { cosmosConfig } from './config';
import type { CosmosLocalEndpoints } from './localEndpoints';

const MAINNET_IDS: Readonly<Record<string, string>> = { cosmos: 'cosmoshub-4', thorchain: 'thorchain-1' };
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
          return c ? [[chain, { bases: [c.rpcUrl] }]] : [];
        }),
      ),
  },
};
