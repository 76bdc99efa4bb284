import type { Http } from '../../net/http';
import type { StellarConfig } from './config';

/** What every Stellar logic function receives first; tests build one pointed at the fixture Horizon. */
export interface StellarCtx {
  http: Http;
  config: StellarConfig;
  now: () => number;
}
