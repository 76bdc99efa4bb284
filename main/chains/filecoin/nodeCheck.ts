/**
 * The Filecoin family's own-node slot (Settings → Networks): a Lotus JSON-RPC, asked
 * Filecoin.StateNetworkName and held to mainnet's or Calibration's name (the profile's own
 * node's on local). Main routes the profile's Lotus requests to it; Filscan stays on Filscan.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { checkServes, field, heightOf, jsonRpc, textOf } from '../nodeCheck';
import { filecoinConfig } from './config';
import type { FilecoinLocalEndpoints } from './localEndpoints';

const NAMES = { mainnet: 'mainnet', testnet: 'calibrationnet' } as const;

export const filecoinNodeSlots: Readonly<Record<string, NodeSlotRuntime<FilecoinLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'network',
        ...(network === 'local'
          ? { defaults: [filecoinConfig(network, local)?.rpcUrl ?? ''].filter(Boolean) }
          : { expected: NAMES[network] }),
        ask: async (u) => ({
          id: textOf(await jsonRpc(http, u, 'Filecoin.StateNetworkName'), 'network name'),
          height: heightOf(field(await jsonRpc(http, u, 'Filecoin.ChainHead', []), ['Height'], 'height')),
        }),
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = filecoinConfig(network, local);
      return c ? { filecoin: { bases: [c.rpcUrl] } } : {};
    },
  },
};
