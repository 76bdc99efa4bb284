/**
 * The Polkadot family's own-server slots (Settings → Networks). `sidecar`: a Substrate API
 * Sidecar, asked its genesis hash (/transaction/material) and held to Polkadot's or Westend's,
 * or to the profile's own Sidecar's on local. `subscan`: a Subscan API (history, an extrinsic's
 * outcome), asked its block 0 (POST /api/scan/block, the hash is the genesis hash) and held to
 * the same genesis hashes (the profile's own Subscan's on local); the height is the block its
 * metadata says it has indexed (POST /api/scan/metadata `blockNum`). Main routes both.
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
    check: ({ http, url, chain, network, local }) => {
      /** one Subscan call's `data`, once its envelope says success (code 0) */
      const post = async (u: string, path: string, json: object, what: string) => {
        const m = await http.json<unknown>(`${baseOf(u)}${path}`, { method: 'POST', json });
        // Subscan answers HTTP 200 with a non-zero code when it refuses (a key, a limit)
        if (field(m, ['code'], 'code') !== 0)
          throw new AppError('BAD_INPUT', `Subscan refused the ${what} call: ${said(m)}`);
        return field(m, ['data'], what);
      };
      return checkServes({
        url,
        chain,
        what: 'genesis hash',
        ...(network === 'local'
          ? { defaults: [polkadotConfig(network, local)?.scanUrl ?? ''].filter(Boolean) }
          : { expected: GENESIS[network] }),
        ask: async (u) => {
          const genesis = await post(u, '/api/scan/block', { block_num: 0 }, 'block 0');
          const meta = await post(u, '/api/scan/metadata', {}, 'metadata');
          return {
            id: textOf(field(genesis, ['hash'], 'genesis hash (block 0)'), 'genesis hash').toLowerCase(),
            height: heightOf(field(meta, ['blockNum'], 'height (blockNum)')),
          };
        },
      });
    },
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = polkadotConfig(network, local);
      // the user's Subscan key is subscan.io's: not sent to the user's own server
      return c?.scanUrl
        ? { polkadot: { bases: [c.scanUrl], paths: SUBSCAN_PATHS, keyHeaders: ['X-API-Key'] } }
        : {};
    },
  },
};
