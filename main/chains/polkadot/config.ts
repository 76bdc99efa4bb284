/**
 * Where the Polkadot family reads and sends, per app profile.
 */
import type { AppNetwork } from '../descriptor';
import type { PolkadotLocalEndpoints } from './localEndpoints';

export interface PolkadotConfig {
  /** Substrate API Sidecar (REST over a node) */
  sidecarUrl: string;
  /** Subscan's API host; absent: no history (the history card says so); sends confirm through Sidecar */
  scanUrl?: string;
  /** X-API-Key for Subscan */
  apiKey?: string;
}

const MAINNET: PolkadotConfig = {
  sidecarUrl: 'https://polkadot-public-sidecar.parity-chains.parity.io',
  scanUrl: 'https://polkadot.api.subscan.io',
};

/** Westend: reads work; the signer carries no Westend metadata, so it does not sign there. */
const TESTNET: PolkadotConfig = {
  sidecarUrl: 'https://westend-public-sidecar.parity-chains.parity.io',
  scanUrl: 'https://westend.api.subscan.io',
};

/** The config of a profile; null on `local` without a Sidecar, so calls can say so. */
export function polkadotConfig(
  network: AppNetwork,
  local?: PolkadotLocalEndpoints,
  apiKey?: string,
): PolkadotConfig | null {
  const key = apiKey ? { apiKey } : {};
  if (network === 'mainnet') return { ...MAINNET, ...key };
  if (network === 'testnet') return { ...TESTNET, ...key };
  if (!local) return null;
  return { sidecarUrl: local.sidecarUrl, ...(local.scanUrl ? { scanUrl: local.scanUrl } : {}), ...key };
}
