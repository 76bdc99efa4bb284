/**
 * The XRP family's own-node slot (Settings → Networks): a rippled JSON-RPC, asked server_info
 * and held to the network id (XRPL mainnet 0, which rippled leaves out of server_info; testnet
 * 1; the profile's own server's on local). Main routes the profile's RPC requests to it.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import type { Http } from '../../net/http';
import { AppError } from '../../../shared/errors';
import { checkServes, field, heightOf } from '../nodeCheck';
import { rippleConfig } from './config';
import type { RippleLocalEndpoints } from './localEndpoints';

const NETWORK_IDS = { mainnet: '0', testnet: '1' } as const;

async function serverInfo(http: Http, url: string) {
  const body = await http.json<{ result?: { status?: string; info?: unknown; error_message?: string } }>(
    url,
    {
      json: { method: 'server_info', params: [{}] },
    },
  );
  if (body.result?.status !== 'success')
    throw new AppError(
      'BAD_INPUT',
      `The node refused server_info: ${body.result?.error_message ?? 'no result'}`,
    );
  const info = field(body.result, ['info'], 'server info');
  const id = (info as { network_id?: unknown }).network_id ?? 0;
  return {
    id: String(heightOf(id, 'network id')),
    height: heightOf(field(info, ['validated_ledger', 'seq'], 'validated ledger')),
  };
}

export const rippleNodeSlots: Readonly<Record<string, NodeSlotRuntime<RippleLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'network id',
        ...(network === 'local'
          ? { defaults: rippleConfig(network, local)?.rpcUrls ?? [] }
          : { expected: NETWORK_IDS[network] }),
        ask: (u) => serverInfo(http, u),
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = rippleConfig(network, local);
      return c ? { ripple: { bases: c.rpcUrls } } : {};
    },
  },
};
