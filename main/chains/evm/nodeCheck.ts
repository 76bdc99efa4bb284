/**
 * The EVM family's own-node slots (Settings → Networks): a JSON-RPC node and a Blockscout
 * explorer, each asked eth_chainId (Blockscout on its /api/eth-rpc) and held to the chain's id
 * on the profile: mainnet's or the test network's from the chain's row, the registry's on the
 * local profile (its node runs mainnet ids). The family applies both itself (config.ts).
 */
import { AppError } from '../../../shared/errors';
import type { Http } from '../../net/http';
import type { AppNetwork, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, heightOf, jsonRpc, textOf } from '../nodeCheck';
import { CHAIN_ROWS } from './chains';
import type { EvmLocalEndpoints } from './localEndpoints';

/** The chain id a node of `chain` must answer on the profile. */
export function expectedEvmChainId(chain: string, network: AppNetwork): bigint {
  const row = CHAIN_ROWS[chain];
  if (!row) throw new AppError('BAD_INPUT', `Custom nodes are not supported for ${chain}`);
  const net = network === 'testnet' ? row.testnet : row.mainnet;
  if (!net) throw new AppError('BAD_INPUT', `${chain} has no test network in this app`);
  return BigInt(net.chainId);
}

const askRpc = (http: Http) => async (url: string) => ({
  id: String(heightOf(textOf(await jsonRpc(http, url, 'eth_chainId'), 'chain id'), 'chain id')),
  height: heightOf(await jsonRpc(http, url, 'eth_blockNumber'), 'block number'),
});

export const evmNodeSlots: Readonly<Record<string, NodeSlotRuntime<EvmLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network }) =>
      checkServes({
        url,
        chain,
        what: 'chain id',
        expected: String(expectedEvmChainId(chain, network)),
        ask: askRpc(http),
      }),
  },
  explorer: {
    check: ({ http, url, chain, network }) =>
      checkServes({
        url,
        chain,
        what: 'chain id',
        expected: String(expectedEvmChainId(chain, network)),
        ask: (u) => askRpc(http)(`${baseOf(u)}/api/eth-rpc`),
      }),
  },
};
