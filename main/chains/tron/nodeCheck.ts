/**
 * The Tron family's own-node slot (Settings → Networks): a java-tron HTTP API, asked its
 * genesis block (getblockbynum 0) and held to mainnet's, or to the profile's own node's where
 * the app ships none (Nile, the local fixture). Main routes the profile's /wallet requests to
 * it; TronGrid's /v1 history stays on TronGrid (a plain java-tron does not serve it).
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { tronConfig } from './config';
import type { TronLocalEndpoints } from './localEndpoints';

const MAINNET_GENESIS = '00000000000000001ebf88508a03865c71d452e25f4d51194196a1d22b6653dc';
const NODE_PATHS = ['/wallet', '/walletsolidity'];

export const tronNodeSlots: Readonly<Record<string, NodeSlotRuntime<TronLocalEndpoints>>> = {
  node: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'genesis block',
        ...(network === 'mainnet'
          ? { expected: MAINNET_GENESIS }
          : { defaults: [tronConfig(network, local)?.nodeUrl ?? ''].filter(Boolean) }),
        ask: async (u) => {
          const genesis = await http.json<unknown>(`${baseOf(u)}/wallet/getblockbynum`, { json: { num: 0 } });
          const head = await http.json<unknown>(`${baseOf(u)}/wallet/getnowblock`, { method: 'POST' });
          return {
            id: textOf(field(genesis, ['blockID'], 'genesis block'), 'genesis block'),
            height: heightOf(field(head, ['block_header', 'raw_data', 'number'], 'height')),
          };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = tronConfig(network, local);
      return c ? { tron: { bases: [c.nodeUrl], paths: NODE_PATHS } } : {};
    },
  },
};
