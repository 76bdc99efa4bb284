/**
 * The Polkadot family's own-node slot (Settings → Networks): a Substrate API Sidecar, asked its
 * genesis hash (/transaction/material) and held to Polkadot's or Westend's, or to the profile's
 * own Sidecar's on local. Main routes the profile's Sidecar requests to it.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { polkadotConfig } from './config';
import type { PolkadotLocalEndpoints } from './localEndpoints';

const GENESIS = {
  mainnet: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  testnet: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
} as const;

export const polkadotNodeSlots: Readonly<Record<string, NodeSlotRuntime<PolkadotLocalEndpoints>>> = {
  sidecar: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'genesis hash',
        ...(network === 'local'
          ? { defaults: [polkadotConfig(network, local)?.sidecarUrl ?? ''].filter(Boolean) }
          : { expected: GENESIS[network] }),
        ask: async (u) => {
          const m = await http.json<unknown>(`${baseOf(u)}/transaction/material`);
          return {
            id: textOf(field(m, ['genesisHash'], 'genesis hash'), 'genesis hash').toLowerCase(),
            height: heightOf(field(m, ['at', 'height'], 'height')),
          };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = polkadotConfig(network, local);
      return c ? { polkadot: { bases: [c.sidecarUrl] } } : {};
    },
  },
};
