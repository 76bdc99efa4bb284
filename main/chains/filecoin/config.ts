/**
 * Where the Filecoin family reads and sends, per app profile: a Lotus JSON-RPC endpoint
 * (balance, nonce, gas estimate, push, message search) and the Filscan API (history, base fee,
 * gas trend; spec §7).
 */
import type { AppNetwork } from '../descriptor';
import type { FilecoinLocalEndpoints } from './localEndpoints';

export interface FilecoinConfig {
  /** Lotus JSON-RPC v1 endpoint */
  rpcUrl: string;
  /** Filscan API root: POST {scanUrl}/MessagesByAccountID, /FinalHeight, /GasDataTrend */
  scanUrl: string;
}

const MAINNET: FilecoinConfig = {
  rpcUrl: 'https://api.node.glif.io/rpc/v1',
  scanUrl: 'https://api-v2.filscan.io/api/v1',
};

/** Calibration, the long-running test network (t1 addresses, coin type 1). */
const TESTNET: FilecoinConfig = {
  rpcUrl: 'https://api.calibration.node.glif.io/rpc/v1',
  scanUrl: 'https://api-calibration.filscan.io/api/v1',
};

/** The config of a profile; null on `local` without a Lotus node, so calls can say so. */
export function filecoinConfig(network: AppNetwork, local?: FilecoinLocalEndpoints): FilecoinConfig | null {
  if (network === 'mainnet') return MAINNET;
  if (network === 'testnet') return TESTNET;
  return local ? { rpcUrl: local.rpcUrl, scanUrl: local.scanUrl } : null;
}
