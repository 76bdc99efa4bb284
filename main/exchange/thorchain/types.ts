import type { Http } from '../../net/http';

/** What the THORChain client works with: main's HTTP client, a THORNode's base URL, a clock. */
export interface ThorchainCtx {
  http: Http;
  /** e.g. https://thornode.ninerealms.com, or the local stand-in's 127.0.0.1 URL */
  baseUrl: string;
  /** milliseconds since the epoch */
  now: () => number;
}

/** THORChain amounts are 1e8 units whatever the chain's own decimals. */
export const THORCHAIN_DECIMALS = 8;
