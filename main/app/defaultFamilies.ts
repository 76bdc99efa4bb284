import type { Family } from '../../shared/chains/families';
import type { AppNetwork } from '../chains/descriptor';
import { buildFamilies } from '../chains/families';
import type { WalletFamily } from '../chains/family';
import { localEndpointsFromEnv } from '../config/localEndpoints';
import { createHttp, type Http } from '../net/http';
import { backendUrlFromEnv } from '../product/productFromEnv';
import type { ApiKeys } from './createApp';

/**
 * The families both hosts (Electron, browser) run: every family of main/chains/families.ts
 * for the profile, the `local` profile's endpoints from WALLET_LOCAL_ENDPOINTS (read, and
 * refused when malformed, at start-up), and a function of the user's API keys that createApp
 * calls again when a key changes.
 */
export function defaultFamilies(
  network: AppNetwork,
  env: Readonly<Record<string, string | undefined>>,
  http: Http = createHttp(),
): (keys: ApiKeys) => Partial<Record<Family, WalletFamily>> {
  const local = localEndpointsFromEnv(env.WALLET_LOCAL_ENDPOINTS);
  const backendUrl = backendUrlFromEnv(env);
  return (keys) => buildFamilies({ network, local, http, keys, ...(backendUrl ? { backendUrl } : {}) });
}
