/**
 * The Aptos family's own-server slots (Settings → Networks): a node's REST API (its /v1 base),
 * whose root names the chain id, and an indexer's GraphQL endpoint (fungible-asset history),
 * asked `ledger_infos { chain_id }`. Both are held to the id the profile's transactions carry
 * (mainnet 1, testnet 2, a localnet 4). Main routes the profile's node requests to the first
 * and its indexer queries to the second (Aptos Labs serves the indexer under the node's
 * /v1/graphql: the node's route skips it).
 */
import { AppError } from '../../../shared/errors';
import type { Http } from '../../net/http';
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { aptosConfig } from './config';
import type { AptosLocalEndpoints } from './localEndpoints';

/**
 * The indexer's Hasura tables as Aptos Labs' indexer API names them (written from memory; no
 * network here): the chain it indexes, and how far each processor has got.
 */
const IDENTITY_QUERY =
  'query { ledger_infos { chain_id } processor_status { processor last_success_version } }';
/** the processor whose table (fungible_asset_activities) the history reads */
const FA_PROCESSOR = 'fungible_asset_processor';

/** The height an indexer answers: its fungible-asset processor's last version, else its furthest. */
function indexedVersion(rows: unknown): bigint {
  if (!Array.isArray(rows) || rows.length === 0)
    throw new AppError('BAD_INPUT', "The node's answer has no processor status");
  const versions = rows.map((r) => ({
    processor: field(r, ['processor'], 'processor name'),
    version: heightOf(field(r, ['last_success_version'], 'processor version'), 'processor version'),
  }));
  const fa = versions.find((v) => v.processor === FA_PROCESSOR);
  return fa ? fa.version : versions.reduce((m, v) => (v.version > m ? v.version : m), 0n);
}

/** The chain id and indexed version an indexer's GraphQL endpoint `u` answers. */
async function askIndexer(http: Http, u: string) {
  const body = await http.json<unknown>(baseOf(u), { method: 'POST', json: { query: IDENTITY_QUERY } });
  const errors =
    body !== null && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors) && errors.length > 0)
    throw new AppError(
      'BAD_INPUT',
      `The indexer refused the query: ${textOf(field(errors, [0, 'message'], 'error message'), 'error message')}`,
    );
  return {
    id: String(heightOf(field(body, ['data', 'ledger_infos', 0, 'chain_id'], 'chain id'), 'chain id')),
    height: indexedVersion(field(body, ['data', 'processor_status'], 'processor status')),
  };
}

export const aptosNodeSlots: Readonly<Record<string, NodeSlotRuntime<AptosLocalEndpoints>>> = {
  node: {
    check: ({ http, url, chain, network, local }) => {
      const c = aptosConfig(network, local);
      return checkServes({
        url,
        chain,
        what: 'chain id',
        ...(c ? { expected: String(c.chainId) } : {}),
        ask: async (u) => {
          const info = await http.json<unknown>(`${baseOf(u)}/`);
          return {
            id: String(heightOf(field(info, ['chain_id'], 'chain id'), 'chain id')),
            height: heightOf(field(info, ['block_height'], 'block height')),
          };
        },
      });
    },
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = aptosConfig(network, local);
      return c ? { aptos: { bases: c.nodeUrls, skip: ['/graphql'] } } : {};
    },
  },
  indexer: {
    check: ({ http, url, chain, network, local }) => {
      const c = aptosConfig(network, local);
      return checkServes({
        url,
        chain,
        what: 'chain id',
        ...(c ? { expected: String(c.chainId) } : {}),
        ask: (u) => askIndexer(http, u),
      });
    },
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = aptosConfig(network, local);
      return c?.indexerUrl ? { aptos: { bases: [c.indexerUrl] } } : {};
    },
  },
};
