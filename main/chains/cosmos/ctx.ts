import type { Http } from '../../net/http';
import type { CosmosChainConfig } from './config';

/**
 * What every Cosmos logic function receives first: one chain's config (the family holds the
 * Hub and THORChain). Tests build one pointed at the fixture node; `now` and `sleep` make time
 * injectable.
 */
export interface CosmosCtx {
  http: Http;
  config: CosmosChainConfig;
  chainName: string;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}
