/**
 * The Tezos family's own-server slots (Settings → Networks): an Octez node RPC, asked its chain
 * id (/chains/main/chain_id), and a TzKT API (history, tokens), asked its indexer head (/v1/head:
 * the chainId of the chain it indexes, its level). Both are held to mainnet's or Ghostnet's chain
 * id, or on local to the profile's own server's answer. Main routes the profile's RPC requests
 * to the first and its TzKT /v1 requests to the second (one host serves both on local: paths).
 */
import type { AppNetwork, NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { tezosConfig } from './config';
import type { TezosLocalEndpoints } from './localEndpoints';

const CHAIN_IDS = { mainnet: 'NetXdQprcVkpaWU', testnet: 'NetXnHfVqm9iesp' } as const;
const RPC_PATHS = ['/chains', '/injection', '/monitor', '/version'];
/** TzKT's API lives under /v1 */
const TZKT_PATHS = ['/v1'];

/** The chain id to hold a server to: the table's, or on local the profile's `default` server's. */
const identity = (network: AppNetwork, reference: string | undefined) =>
  network === 'local' ? { defaults: [reference ?? ''].filter(Boolean) } : { expected: CHAIN_IDS[network] };

export const tezosNodeSlots: Readonly<Record<string, NodeSlotRuntime<TezosLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'chain id',
        ...identity(network, tezosConfig(network, local)?.rpcUrl),
        ask: async (u) => {
          const id = await http.json<unknown>(`${baseOf(u)}/chains/main/chain_id`);
          const head = await http.json<unknown>(`${baseOf(u)}/chains/main/blocks/head/header`);
          return { id: textOf(id, 'chain id'), height: heightOf(field(head, ['level'], 'level')) };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = tezosConfig(network, local);
      return c ? { tezos: { bases: [c.rpcUrl], paths: RPC_PATHS } } : {};
    },
  },
  tzkt: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'chain id',
        ...identity(network, tezosConfig(network, local)?.tzktUrl),
        // /v1/head's `chainId` and `level` as TzKT documents them (written from memory: no
        // network here to ask api.tzkt.io; the fixture answers the same fields)
        ask: async (u) => {
          const head = await http.json<unknown>(`${baseOf(u)}/v1/head`);
          return {
            id: textOf(field(head, ['chainId'], 'chain id'), 'chain id'),
            height: heightOf(field(head, ['level'], 'level')),
          };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = tezosConfig(network, local);
      return c ? { tezos: { bases: [c.tzktUrl], paths: TZKT_PATHS } } : {};
    },
  },
};
