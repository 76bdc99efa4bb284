/**
 * The Cardano family's own-node slot (Settings → Networks): a Blockfrost-compatible API, asked
 * /genesis and held to the network magic (mainnet 764824073, preprod 1; the profile's own
 * server's on local). Main routes the profile's Blockfrost requests to it (with the project id
 * header the user gave, which a self-hosted one ignores).
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf } from '../nodeCheck';
import { cardanoConfig } from './config';
import type { CardanoLocalEndpoints } from './localEndpoints';

const MAGIC = { mainnet: '764824073', testnet: '1' } as const;

export const cardanoNodeSlots: Readonly<Record<string, NodeSlotRuntime<CardanoLocalEndpoints>>> = {
  blockfrost: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'network magic',
        ...(network === 'local'
          ? { defaults: [cardanoConfig(network, local)?.blockfrostUrl ?? ''].filter(Boolean) }
          : { expected: MAGIC[network] }),
        ask: async (u) => {
          const genesis = await http.json<unknown>(`${baseOf(u)}/genesis`);
          const tip = await http.json<unknown>(`${baseOf(u)}/blocks/latest`);
          return {
            id: String(heightOf(field(genesis, ['network_magic'], 'network magic'), 'network magic')),
            height: heightOf(field(tip, ['height'], 'height')),
          };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = cardanoConfig(network, local);
      return c ? { cardano: { bases: [c.blockfrostUrl] } } : {};
    },
  },
};
