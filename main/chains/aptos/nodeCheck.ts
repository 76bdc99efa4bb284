/**
 * The Aptos family's own-node slot (Settings → Networks): a node's REST API (its /v1 base),
 * whose root names the chain id; held to the id the profile's transactions carry (mainnet 1,
 * testnet 2, a localnet 4). Main routes the profile's node requests to it; the indexer's
 * GraphQL, on the same host under /v1/graphql, stays where it is.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf } from '../nodeCheck';
import { aptosConfig } from './config';
import type { AptosLocalEndpoints } from './localEndpoints';

export const aptosNodeSlots: Readonly<Record<string, NodeSlotRuntime<AptosLocalEndpoints>>> = {
  node: {
    check: ({ http, url, chain, network, local }) => {
      const c = aptosConfig(network, local);
      return checkServes({
        url,
        chain,
        what: 'chain id',
        ...(c ? { expected: String(c.chainId) } : {}),
        ask: async (u) => {
          const info = await http.json<unknown>(`${baseOf(u)}/`);
          return {
            id: String(heightOf(field(info, ['chain_id'], 'chain id'), 'chain id')),
            height: heightOf(field(info, ['block_height'], 'block height')),
          };
        },
      });
    },
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = aptosConfig(network, local);
      return c ? { aptos: { bases: c.nodeUrls, skip: ['/graphql'] } } : {};
    },
  },
};
