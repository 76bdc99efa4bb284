import type { Http } from '../../net/http';
import type { EvmConfig } from './config';

/**
 * What every EVM logic function receives first. Tests build one pointed at anvil and a
 * local explorer instead of mocking modules; `now` and `sleep` make time injectable.
 */
export interface EvmCtx {
  http: Http;
  config: EvmConfig;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const defaultSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
