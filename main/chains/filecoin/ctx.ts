import type { Http } from '../../net/http';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { FilecoinConfig } from './config';

/**
 * What every Filecoin logic function receives first. Tests build one pointed at the fixture
 * node instead of mocking modules; `now` makes time injectable.
 */
export interface FilecoinCtx {
  http: Http;
  config: FilecoinConfig;
  /** which address letter (f or t) the chain's addresses carry */
  network: NetworkKind;
  now: () => number;
}
