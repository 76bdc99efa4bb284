/**
 * The Polkadot family's own-server slots (Settings → Networks). `sidecar`: a Substrate API
 * Sidecar, asked its genesis hash (/transaction/material) and held to Polkadot's or Westend's,
 * or to the profile's own Sidecar's on local. `subscan`: a Subscan API (history, an extrinsic's
 * outcome), asked its metadata (POST /api/scan/metadata): Subscan gives no genesis hash there,
 * only the network's name (`networkNode`) and the block it has indexed (`blockNum`), so the name
 * is held to polkadot or westend (the profile's own Subscan's on local). Main routes both.
 */
import { AppError } from '../../../shared/errors';
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { polkadotConfig } from './config';
import type { PolkadotLocalEndpoints } from './localEndpoints';

const GENESIS = {
  mainnet: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  testnet: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
} as const;

/** Subscan's `networkNode` of each network (written from memory, no live network here) */
const SUBSCAN_NETWORK = { mainnet: 'polkadot', testnet: 'westend' } as const;

/** Subscan's request paths; the Sidecar has none under /api, so one host can serve both */
const SUBSCAN_PATHS = ['/api'] as const;

/** Subscan's own words in a refusal, clipped: they reach the settings card */
const said = (m: unknown) => {
  const text = (m as { message?: unknown }).message;
  return typeof text === 'string' && text.length > 0 ? text.slice(0, 120) : 'no reason given';
};

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
      return c ? { polkadot: { bases: [c.sidecarUrl], skip: SUBSCAN_PATHS } } : {};
    },
  },
  subscan: {
    check: ({ http, url, chain, network, local }) =>
      checkServes({
        url,
        chain,
        what: 'Subscan network',
        ...(network === 'local'
          ? { defaults: [polkadotConfig(network, local)?.scanUrl ?? ''].filter(Boolean) }
          : { expected: SUBSCAN_NETWORK[network] }),
        ask: async (u) => {
          const m = await http.json<unknown>(`${baseOf(u)}/api/scan/metadata`, { method: 'POST', json: {} });
          // Subscan answers HTTP 200 with a non-zero code when it refuses (a key, a limit)
          if (field(m, ['code'], 'code') !== 0)
            throw new AppError('BAD_INPUT', `Subscan refused the metadata call: ${said(m)}`);
          return {
            id: textOf(field(m, ['data', 'networkNode'], 'network (networkNode)'), 'network'),
            height: heightOf(field(m, ['data', 'blockNum'], 'height (blockNum)')),
          };
        },
      }),
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = polkadotConfig(network, local);
      return c?.scanUrl ? { polkadot: { bases: [c.scanUrl], paths: SUBSCAN_PATHS } } : {};
    },
  },
};
