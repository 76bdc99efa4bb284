/**
 * The Stellar family's own-node slot (Settings → Networks): a Horizon, whose root names its
 * network passphrase; held to the passphrase the profile builds with. Main routes the
 * profile's Horizon requests to it.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { stellarConfig } from './config';
import type { StellarLocalEndpoints } from './localEndpoints';

export const stellarNodeSlots: Readonly<Record<string, NodeSlotRuntime<StellarLocalEndpoints>>> = {
  horizon: {
    check: ({ http, url, chain, network, local }) => {
      const c = stellarConfig(network, local);
      return checkServes({
        url,
        chain,
        what: 'network passphrase',
        ...(c ? { expected: c.passphrase } : {}),
        ask: async (u) => {
          const root = await http.json<unknown>(`${baseOf(u)}/`);
          return {
            id: textOf(field(root, ['network_passphrase'], 'network passphrase'), 'network passphrase'),
            height: heightOf(field(root, ['history_latest_ledger'], 'latest ledger')),
          };
        },
      });
    },
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = stellarConfig(network, local);
      return c ? { stellar: { bases: [c.horizonUrl] } } : {};
    },
  },
};
