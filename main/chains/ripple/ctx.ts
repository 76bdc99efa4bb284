import type { Http } from '../../net/http';
import type { RippleConfig } from './config';

/**
 * What every XRP logic function receives first. Tests build one pointed at the fixture
 * rippled instead of mocking modules; `now` makes time injectable.
 */
export interface RippleCtx {
  http: Http;
  config: RippleConfig;
  now: () => number;
}
