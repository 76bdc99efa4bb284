/**
 * Sends a family's requests for a provider slot to the user's own server (Settings → Networks)
 * instead of the profile's default, for the families that declare the slot's default servers
 * (descriptor `nodeSlots[slot].routes`). Read per request from the process-wide saved nodes
 * (customNodes.ts), so a node saved later is used without rebuilding the family. The default
 * is asked only when the user allowed falling back, and only after the own server failed to
 * answer (no connection, a 5xx): a 4xx is the server's answer and stands.
 */
import { nodeKey } from '../../shared/net/customNode';
import type { AppNetwork, FamilyDescriptor } from '../chains/descriptor';
import { HttpError, type Http, type RequestOptions } from '../net/http';
import { customNodeOf } from './customNodes';

/** One default server of one chain's slot, and the settings.nodes key its replacement is under. */
export interface NodeRouteRow {
  key: string;
  base: string;
  paths?: readonly string[];
  skip?: readonly string[];
  keyHeaders?: readonly string[];
}

const trim = (u: string) => u.replace(/\/+$/, '');

/** The route rows of a family's slots on a profile. */
export function routesOf(
  d: Pick<FamilyDescriptor, 'nodeSlots'>,
  network: AppNetwork,
  local: unknown,
): NodeRouteRow[] {
  const slots = Object.entries(d.nodeSlots ?? {});
  const first = slots[0]?.[0];
  if (first === undefined) return [];
  return slots.flatMap(([slot, runtime]) =>
    Object.entries(runtime.routes?.(network, local) ?? {}).flatMap(([chain, r]) =>
      r.bases.map((base) => ({
        key: nodeKey(chain, slot, first),
        base: trim(base),
        ...(r.paths ? { paths: r.paths } : {}),
        ...(r.skip ? { skip: r.skip } : {}),
        ...(r.keyHeaders ? { keyHeaders: r.keyHeaders } : {}),
      })),
    ),
  );
}

const under = (rest: string, path: string) =>
  rest === path || rest.startsWith(`${path}/`) || rest.startsWith(`${path}?`);

/** The row whose default server `url` is a request to, and the part after its base. */
function match(rows: readonly NodeRouteRow[], url: string): { row: NodeRouteRow; rest: string } | null {
  for (const row of rows) {
    if (url !== row.base && !url.startsWith(`${row.base}/`) && !url.startsWith(`${row.base}?`)) continue;
    const rest = url.slice(row.base.length);
    const path = rest.split('?')[0] ?? '';
    if (row.paths && !row.paths.some((p) => under(path, p))) continue;
    if (row.skip?.some((p) => under(path, p))) continue;
    return { row, rest };
  }
  return null;
}

const answered = (e: unknown) => e instanceof HttpError && e.status < 500;

/** `opts` without the default provider's key headers: a TronGrid key is not the user's server's to learn. */
function withoutKeys(opts: RequestOptions | undefined, row: NodeRouteRow): RequestOptions | undefined {
  if (!opts?.headers || !row.keyHeaders?.length) return opts;
  const drop = new Set(row.keyHeaders.map((h) => h.toLowerCase()));
  const headers = Object.fromEntries(
    Object.entries(opts.headers).filter(([k]) => !drop.has(k.toLowerCase())),
  );
  return { ...opts, headers };
}

/** `http` with the rows' requests sent to the user's servers while they are saved. */
export function routeOwnNodes(http: Http, rows: readonly NodeRouteRow[]): Http {
  if (rows.length === 0) return http;
  async function send<T>(
    url: string,
    opts: RequestOptions | undefined,
    go: (u: string, o: RequestOptions | undefined) => Promise<T>,
  ): Promise<T> {
    const m = match(rows, url);
    const own = m && customNodeOf(m.row.key);
    if (!m || !own) return go(url, opts);
    try {
      return await go(`${trim(own.url)}${m.rest}`, withoutKeys(opts, m.row));
    } catch (e) {
      if (!own.fallback || answered(e)) throw e;
      return go(url, opts);
    }
  }
  return {
    request: (url, opts) => send(url, opts, (u, o) => http.request(u, o)),
    json: <T>(url: string, opts?: RequestOptions) => send(url, opts, (u, o) => http.json<T>(u, o)),
  };
}
