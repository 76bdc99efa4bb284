/**
 * Where the exchange providers are, per network profile: THORChain's public THORNode on
 * mainnet, its stagenet on testnet, and on `local` the stand-in the tests start
 * (WALLET_LOCAL_ENDPOINTS `exchange.thornodeUrl`); absent there, no provider is offered.
 */
import type { LocalEndpoints } from '../config/localEndpoints';

export interface ExchangeConfig {
  thornodeUrl?: string;
}

const THORNODE = {
  mainnet: 'https://thornode.ninerealms.com',
  testnet: 'https://stagenet-thornode.ninerealms.com',
} as const;

export function exchangeDeps(
  network: 'mainnet' | 'testnet' | 'local',
  local: LocalEndpoints,
): { exchange: ExchangeConfig } {
  if (network !== 'local') return { exchange: { thornodeUrl: THORNODE[network] } };
  const url = local.exchange?.thornodeUrl;
  return { exchange: url ? { thornodeUrl: url } : {} };
}
