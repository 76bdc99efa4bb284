import type { Http } from '../../net/http';
import type { EvmConfig } from './config';

/**
 * What every EVM logic function receives first. Tests build one pointed at anvil and a
 * local explorer instead of mocking modules; `now` makes time injectable.
 */
export interface EvmCtx {
  http: Http;
  config: EvmConfig;
  now: () => number;
}
