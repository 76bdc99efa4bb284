/**
 * The TON family's own-node slot (Settings → Networks): a toncenter API (v2 and v3 below it),
 * asked getMasterchainInfo and held to the network's zero state (its root hash: mainnet's or
 * testnet's, the profile's own server's on local). Main routes the profile's toncenter requests
 * to it.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { AppError } from '../../../shared/errors';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { tonConfig } from './config';
import type { TonLocalEndpoints } from './localEndpoints';

/** The zero state's root hash of each network (global.config.json's zero_state). */
const ZERO_STATE = {
  mainnet: 'F6OpKZKqvqeFp6CQmFomXNMfMj2EnaUSOXN+Mh+wVWk=',
  testnet: 'gj+B8wb/AmlPk1z1AhVI484rhrUpgSr2oSFIh56VoSg=',
} as const;

export const tonNodeSlots: Readonly<Record<string, NodeSlotRuntime<TonLocalEndpoints>>> = {
  toncenter: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'zero state',
        ...(network === 'local'
          ? { defaults: [tonConfig(network, local)?.toncenterUrl ?? ''].filter(Boolean) }
          : { expected: ZERO_STATE[network] }),
        ask: async (u) => {
          const body = await http.json<{ ok?: boolean; result?: unknown }>(
            `${baseOf(u)}/api/v2/getMasterchainInfo`,
          );
          if (body.ok !== true) throw new AppError('BAD_INPUT', 'The node refused getMasterchainInfo');
          return {
            id: textOf(field(body.result, ['init', 'root_hash'], 'zero state'), 'zero state'),
            height: heightOf(field(body.result, ['last', 'seqno'], 'masterchain seqno')),
          };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = tonConfig(network, local);
      return c ? { ton: { bases: [c.toncenterUrl] } } : {};
    },
  },
};
