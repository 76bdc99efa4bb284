import type { Http } from '../../net/http';
import type { TezosConfig } from './config';

/**
 * What every Tezos logic function receives first. Tests build one pointed at the fixture node
 * instead of mocking modules; `now` makes time injectable.
 */
export interface TezosCtx {
  http: Http;
  config: TezosConfig;
  now: () => number;
}
