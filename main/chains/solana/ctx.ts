import type { Http } from '../../net/http';
import type { SolanaConfig } from './config';

/** What every Solana logic function receives first; tests build one pointed at the litesvm facade. */
export interface SolanaCtx {
  http: Http;
  config: SolanaConfig;
  now: () => number;
}
