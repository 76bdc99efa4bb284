import type { Http } from '../../net/http';
import type { CardanoConfig } from './config';

/** What every Cardano logic function receives first; tests build one pointed at the fixture. */
export interface CardanoCtx {
  http: Http;
  config: CardanoConfig;
  now: () => number;
}
