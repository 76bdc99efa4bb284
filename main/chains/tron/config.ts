/**
 * Where the Tron family reads and sends, per app profile: a value the family puts in its ctx.
 */
import type { AppNetwork } from '../descriptor';
import type { TronLocalEndpoints } from './localEndpoints';

export interface TronConfig {
  /** java-tron HTTP API (/wallet/...) */
  nodeUrl: string;
  /** TronGrid v1 (/v1/accounts/...) */
  gridUrl: string;
  /** Tronscan API; absent: validators from the node's witness list */
  scanUrl?: string;
  /** TRON-PRO-API-KEY for the TronGrid hosts (nodeUrl, gridUrl); the first is used */
  apiKey?: string;
}

const MAINNET: TronConfig = {
  nodeUrl: 'https://api.trongrid.io',
  gridUrl: 'https://api.trongrid.io',
  scanUrl: 'https://apilist.tronscanapi.com',
};

/** Nile: the testnet TronGrid and Tronscan both serve. */
const TESTNET: TronConfig = {
  nodeUrl: 'https://nile.trongrid.io',
  gridUrl: 'https://nile.trongrid.io',
  scanUrl: 'https://nileapi.tronscan.org',
};

/** The config of a profile; null on `local` without a Tron node, so calls can say so. */
export function tronConfig(
  network: AppNetwork,
  local?: TronLocalEndpoints,
  apiKey?: string,
): TronConfig | null {
  const key = apiKey ? { apiKey } : {};
  if (network === 'mainnet') return { ...MAINNET, ...key };
  if (network === 'testnet') return { ...TESTNET, ...key };
  if (!local) return null;
  return {
    nodeUrl: local.nodeUrl,
    gridUrl: local.gridUrl ?? local.nodeUrl,
    ...(local.scanUrl ? { scanUrl: local.scanUrl } : {}),
  };
}
