/**
 * Where the TON family reads and sends, per app profile: toncenter (v2 for accounts, get
 * methods, fees and sends; v3 for jetton transfers). A value the family puts in its ctx.
 */
import type { AppNetwork } from '../descriptor';
import type { TonLocalEndpoints } from './localEndpoints';

export interface TonConfig {
  /** toncenter base; /api/v2 and /api/v3 below it */
  toncenterUrl: string;
  /** W5 wallet ids and the test-only address flag follow it */
  network: 'mainnet' | 'testnet';
}

/** The config of a profile; null on `local` without a toncenter stand-in, so calls can say so. */
export function tonConfig(network: AppNetwork, local?: TonLocalEndpoints): TonConfig | null {
  if (network === 'mainnet') return { toncenterUrl: 'https://toncenter.com', network: 'mainnet' };
  if (network === 'testnet') return { toncenterUrl: 'https://testnet.toncenter.com', network: 'testnet' };
  // the local profile derives test-only addresses (regtest), as the signer does
  return local ? { toncenterUrl: local.toncenterUrl, network: 'testnet' } : null;
}
