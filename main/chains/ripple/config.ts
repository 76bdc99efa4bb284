/**
 * Where the XRP family reads and sends, per app profile: rippled JSON-RPC endpoints, tried in
 * order (withFallback) for reads.
 */
import type { AppNetwork } from '../descriptor';
import type { RippleLocalEndpoints } from './localEndpoints';

export interface RippleConfig {
  /** rippled JSON-RPC (POST / { method, params }) URLs, first preferred */
  rpcUrls: string[];
}

/** Public full-history servers run by the XRPL Foundation and Ripple. */
const MAINNET: RippleConfig = { rpcUrls: ['https://xrplcluster.com', 'https://s1.ripple.com:51234'] };
const TESTNET: RippleConfig = { rpcUrls: ['https://s.altnet.rippletest.net:51234'] };

/** The config of a profile; null on `local` without a rippled, so calls can say so. */
export function rippleConfig(network: AppNetwork, local?: RippleLocalEndpoints): RippleConfig | null {
  if (network === 'mainnet') return MAINNET;
  if (network === 'testnet') return TESTNET;
  return local ? { rpcUrls: [local.rpcUrl] } : null;
}
