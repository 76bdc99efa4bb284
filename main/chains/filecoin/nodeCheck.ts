/**
 * The Filecoin family's own-server slots (Settings → Networks). `rpc`: a Lotus JSON-RPC, asked
 * Filecoin.StateNetworkName and held to mainnet's or Calibration's name (the profile's own
 * node's on local). `filscan`: a Filscan API (history, base fee, gas trend). Filscan's API
 * names no network, so its network is proven by the genesis time its latest tipset implies:
 * every Filecoin block is stamped genesis time + height × 30 s, so FinalHeight's block_time
 * less 30 s per epoch of its height is the network's genesis time, held to mainnet's or
 * Calibration's (the profile's own Filscan's on local). Main routes both slots.
 */
import { AppError } from '../../../shared/errors';
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, jsonRpc, textOf } from '../nodeCheck';
import { filecoinConfig } from './config';
import type { FilecoinLocalEndpoints } from './localEndpoints';

const NAMES = { mainnet: 'mainnet', testnet: 'calibrationnet' } as const;

/** seconds per epoch, the same on mainnet and Calibration */
const EPOCH_S = 30n;
/**
 * Genesis timestamps, unix seconds (written from memory, no live network here; the same values
 * are in public Filecoin tooling): mainnet 2020-08-24T22:00:00Z, Calibration since its reset
 * 2022-11-01T18:13:00Z.
 */
const GENESIS_TIME_S = { mainnet: 1_598_306_400n, testnet: 1_667_326_380n } as const;

const isoOf = (s: bigint) => new Date(Number(s) * 1000).toISOString().replace('.000Z', 'Z');

export const filecoinNodeSlots: Readonly<Record<string, NodeSlotRuntime<FilecoinLocalEndpoints>>> = {
  rpc: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'network',
        ...(network === 'local'
          ? { defaults: [filecoinConfig(network, local)?.rpcUrl ?? ''].filter(Boolean) }
          : { expected: NAMES[network] }),
        ask: async (u) => ({
          id: textOf(await jsonRpc(http, u, 'Filecoin.StateNetworkName'), 'network name'),
          height: heightOf(field(await jsonRpc(http, u, 'Filecoin.ChainHead', []), ['Height'], 'height')),
        }),
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = filecoinConfig(network, local);
      return c ? { filecoin: { bases: [c.rpcUrl] } } : {};
    },
  },
  filscan: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'genesis time',
        ...(network === 'local'
          ? { defaults: [filecoinConfig(network, local)?.scanUrl ?? ''].filter(Boolean) }
          : { expected: isoOf(GENESIS_TIME_S[network]) }),
        ask: async (u) => {
          const r = await http.json<unknown>(`${baseOf(u)}/FinalHeight`, { method: 'POST', json: {} });
          const height = heightOf(field(r, ['result', 'height'], 'height'));
          const time = heightOf(field(r, ['result', 'block_time'], 'block time'), 'block time');
          const genesis = time - height * EPOCH_S;
          if (genesis < 0n)
            throw new AppError('BAD_INPUT', "The node's block time is before its height allows");
          return { id: isoOf(genesis), height };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = filecoinConfig(network, local);
      return c ? { filecoin: { bases: [c.scanUrl] } } : {};
    },
  },
};
