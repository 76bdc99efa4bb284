import type { Http } from '../../net/http';
import type { AptosConfig } from './config';

/**
 * What every Aptos logic function receives first. Tests build one pointed at the fixture node
 * instead of mocking modules; `now` makes time injectable.
 */
export interface AptosCtx {
  http: Http;
  config: AptosConfig;
  now: () => number;
}
