import type { NetworkKind } from '../../shared/chains/validate';
import { createHttp } from '../net/http';
import { BackendSellProvider } from './backendSellProvider';
import { SellService, type SellDeps } from './sellService';

/**
 * The sell service on the product backend (WALLET_BACKEND_URL), its first provider; null
 * without a backend, and the sell calls then say selling is not set up.
 */
export function createSell(
  backendUrl: string | undefined,
  d: Omit<SellDeps, 'provider' | 'network'> & { network: NetworkKind },
): SellService | null {
  if (!backendUrl) return null;
  return new SellService({ ...d, provider: new BackendSellProvider(createHttp(), backendUrl) });
}
