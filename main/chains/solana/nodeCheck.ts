/**
 * The Solana family's own-node slot (Settings → Networks): a JSON-RPC node, asked
 * getGenesisHash and held to the cluster's (mainnet-beta on mainnet, devnet on testnet, the
 * profile's own node's on local). Main routes the profile's RPC requests to it.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { checkServes, heightOf, jsonRpc, textOf } from '../nodeCheck';
import { solanaConfig } from './config';
import type { SolanaLocalEndpoints } from './localEndpoints';

const GENESIS = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  testnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
} as const;

export const solanaNodeSlots: Readonly<Record<string, NodeSlotRuntime<SolanaLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'genesis hash',
        ...(network === 'local'
          ? { defaults: solanaConfig(network, local)?.rpcUrls ?? [] }
          : { expected: GENESIS[network] }),
        ask: async (u) => ({
          id: textOf(await jsonRpc(http, u, 'getGenesisHash'), 'genesis hash'),
          height: heightOf(await jsonRpc(http, u, 'getBlockHeight'), 'block height'),
        }),
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = solanaConfig(network, local);
      return c ? { solana: { bases: c.rpcUrls } } : {};
    },
  },
};
