import type { Http } from '../net/http';
import { latestYmlChecker, type UpdateChecker } from './updateFeed';

/** Feeds are fetched over TLS; plain http only on this machine (the tests' feed servers). */
const FEED_URL = /^(https:\/\/[^\s/]+|http:\/\/127\.0\.0\.1:\d{1,5})(\/\S*)?$/;

function feedUrl(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!FEED_URL.test(raw)) throw new Error(`${name} must be an https:// URL (or http://127.0.0.1:PORT)`);
  return raw;
}

/** WALLET_BACKEND_URL checked like the other feeds; undefined when unset. */
export function backendUrlFromEnv(env: Readonly<Record<string, string | undefined>>): string | undefined {
  return feedUrl('WALLET_BACKEND_URL', env.WALLET_BACKEND_URL);
}

/**
 * The product feeds of this build: WALLET_NEWS_URL (spec "News by key", a JSON array of key +
 * message) and WALLET_UPDATE_URL (an electron-builder generic provider folder holding
 * latest.yml) and WALLET_BACKEND_URL (the product backend: server coins and coin groups).
 * Unset: no news, no update check, the shipped catalogue; the About card says so.
 */
export function productFromEnv(
  env: NodeJS.ProcessEnv,
  http: Http,
  updates?: (url: string) => UpdateChecker,
): { product: { newsUrl?: string; updates?: UpdateChecker; backendUrl?: string } } {
  const newsUrl = feedUrl('WALLET_NEWS_URL', env.WALLET_NEWS_URL);
  const backendUrl = feedUrl('WALLET_BACKEND_URL', env.WALLET_BACKEND_URL);
  const updateUrl = feedUrl('WALLET_UPDATE_URL', env.WALLET_UPDATE_URL);
  return {
    product: {
      ...(newsUrl ? { newsUrl } : {}),
      ...(backendUrl ? { backendUrl } : {}),
      ...(updateUrl ? { updates: (updates ?? ((u) => latestYmlChecker(http, u)))(updateUrl) } : {}),
    },
  };
}
