/**
 * The Tezos family's own-node slot (Settings → Networks): an Octez node RPC, asked its chain id
 * (/chains/main/chain_id) and held to mainnet's or Ghostnet's, or to the profile's own node's on
 * local. Main routes the profile's RPC requests to it; TzKT history stays on TzKT.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { tezosConfig } from './config';
import type { TezosLocalEndpoints } from './localEndpoints';

const CHAIN_IDS = { mainnet: 'NetXdQprcVkpaWU', testnet: 'NetXnHfVqm9iesp' } as const;
const RPC_PATHS = ['/chains', '/injection', '/monitor', '/version'];

export const tezosNodeSlots: Readonly<Record<string, NodeSlotRuntime<TezosLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'chain id',
        ...(network === 'local'
          ? { defaults: [tezosConfig(network, local)?.rpcUrl ?? ''].filter(Boolean) }
          : { expected: CHAIN_IDS[network] }),
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
};
