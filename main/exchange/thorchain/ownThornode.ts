/**
 * The exchange's THORNode requests (quotes, inbound addresses, swap status) sent to the user's
 * own THORNode when one is saved (Settings → Networks, THORChain's `thornode` slot), as the
 * Cosmos family's THORNode reads are: the same settings key, the same per-request routing, the
 * default asked only if the user allowed it and the own server gave no answer.
 */
import { nodeKeyOf } from '../../../shared/net/nodeSlots';
import { routeOwnNodes } from '../../config/nodeRouting';
import type { Http } from '../../net/http';

/** THORNode's module paths, the only ones the exchange asks */
const PATHS = ['/thorchain'] as const;

export function routeOwnThornode(http: Http, defaultBase: string): Http {
  const key = nodeKeyOf('thorchain', 'thornode');
  if (key === undefined) return http;
  return routeOwnNodes(http, [{ key, base: defaultBase.replace(/\/+$/, ''), paths: PATHS }]);
}
