/**
 * The Tron family's own-server slots (Settings → Networks): a java-tron HTTP API, and a TronGrid
 * v1 API (history, TRC-20 transfers, balances). Both are held to the genesis block (getblockbynum
 * 0) of mainnet, or of the profile's own server where the app ships none (Nile, the local
 * fixture). Main routes the profile's /wallet requests to the first and its /v1 requests to the
 * second (TronGrid serves both APIs on one host: paths keep them apart).
 */
import { AppError } from '../../../shared/errors';
import type { Http } from '../../net/http';
import type { AppNetwork, NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { tronConfig } from './config';
import type { TronLocalEndpoints } from './localEndpoints';

const MAINNET_GENESIS = '00000000000000001ebf88508a03865c71d452e25f4d51194196a1d22b6653dc';
const NODE_PATHS = ['/wallet', '/walletsolidity'];
const GRID_PATHS = ['/v1'];
/** the user's TronGrid key is TronGrid's: not sent to their own server */
const KEY_HEADERS = ['TRON-PRO-API-KEY'];
/**
 * An account every Tron network can be asked about: the black-hole address (0x41 and twenty zero
 * bytes, base58check; written from memory, nodeChecksIndexers.test.ts re-encodes it).
 */
export const PROBE_ACCOUNT = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

/** The genesis id to hold a server to: mainnet's, else the profile's `reference` server's. */
const identity = (network: AppNetwork, reference: string | undefined) =>
  network === 'mainnet' ? { expected: MAINNET_GENESIS } : { defaults: [reference ?? ''].filter(Boolean) };

/** The server's genesis block id and head height, from the full-node API under `u`. */
async function genesisAndHead(http: Http, u: string) {
  const genesis = await http.json<unknown>(`${baseOf(u)}/wallet/getblockbynum`, { json: { num: 0 } });
  const head = await http.json<unknown>(`${baseOf(u)}/wallet/getnowblock`, { method: 'POST' });
  return {
    id: textOf(field(genesis, ['blockID'], 'genesis block'), 'genesis block'),
    height: heightOf(field(head, ['block_header', 'raw_data', 'number'], 'height')),
  };
}

/**
 * That `u` serves TronGrid's v1 API: an account listing answers `success: true` and a data list.
 * The v1 API names no block id or chain of its own (its `meta` has a time, not a height), so the
 * network is told by the full-node API TronGrid serves beside it on the same host.
 */
async function servesV1(http: Http, u: string): Promise<void> {
  const body = await http.json<unknown>(`${baseOf(u)}/v1/accounts/${PROBE_ACCOUNT}`);
  if (field(body, ['success'], 'success flag') !== true || !Array.isArray(field(body, ['data'], 'data list')))
    throw new AppError(
      'BAD_INPUT',
      "The server's /v1/accounts answer is not TronGrid's (no success and data list)",
    );
}

export const tronNodeSlots: Readonly<Record<string, NodeSlotRuntime<TronLocalEndpoints>>> = {
  node: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'genesis block',
        ...identity(network, tronConfig(network, local)?.nodeUrl),
        ask: (u) => genesisAndHead(http, u),
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = tronConfig(network, local);
      return c ? { tron: { bases: [c.nodeUrl], paths: NODE_PATHS, keyHeaders: KEY_HEADERS } } : {};
    },
  },
  trongrid: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'genesis block',
        ...identity(network, tronConfig(network, local)?.gridUrl),
        ask: async (u) => {
          await servesV1(http, u);
          return genesisAndHead(http, u);
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = tronConfig(network, local);
      return c ? { tron: { bases: [c.gridUrl], paths: GRID_PATHS, keyHeaders: KEY_HEADERS } } : {};
    },
  },
};
