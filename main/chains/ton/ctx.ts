import type { Http } from '../../net/http';
import type { TonConfig } from './config';

/** What every TON logic function receives first; tests build one pointed at the sandbox facade. */
export interface TonCtx {
  http: Http;
  config: TonConfig;
  now: () => number;
}
