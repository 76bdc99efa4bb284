import type { Http } from '../../net/http';
import type { HederaConfig } from './config';

/**
 * What every Hedera logic function receives first. Tests build one pointed at the fixture
 * network instead of mocking modules; `now` makes time injectable. `accounts` remembers the
 * account id found for a key: an account's id never changes.
 */
export interface HederaCtx {
  http: Http;
  config: HederaConfig;
  now: () => number;
  accounts: Map<string, string>;
}
