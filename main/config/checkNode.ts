/**
 * Asks a node which chain it serves and how far it is, before it is saved and for the health
 * line (Settings → Networks). Over main's own HTTP client, so through the user's proxy too.
 */
import { AppError } from '../../shared/errors';
import type { NodeHealth } from '../../shared/net/customNode';
import { createHttp, type Http } from '../net/http';
import type { NodeIdentity } from './nodeIdentity';

const defaultHttp = createHttp({ retries: 0, timeoutMs: 15_000 });

/** A node's answer as the check reads it: its height, and how long the identity question took. */
export interface NodeProbe {
  height: bigint;
  latencyMs: number;
}

async function rpc<T>(http: Http, url: string, method: string): Promise<T> {
  const body = await http.json<{ result?: T; error?: { message?: string } }>(url, {
    json: { jsonrpc: '2.0', id: 1, method, params: [] },
  });
  if (body.error || body.result === undefined)
    throw new AppError('BAD_INPUT', `The node refused ${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

const hex = (v: unknown, what: string): bigint => {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(v))
    throw new AppError('BAD_INPUT', `The node's ${what} is not a hex number`);
  return BigInt(v);
};

const base = (url: string) => url.replace(/\/+$/, '');

/**
 * The node's height if it serves `id`'s chain; otherwise a BAD_INPUT AppError whose message
 * says exactly why (another chain id or genesis, no answer, not the expected API).
 */
export async function probeNode(id: NodeIdentity, url: string, http: Http = defaultHttp): Promise<NodeProbe> {
  const started = performance.now();
  try {
    if (id.family === 'evm') {
      const chainId = hex(await rpc<string>(http, url, 'eth_chainId'), 'chain id');
      const latencyMs = Math.round(performance.now() - started);
      if (chainId !== id.chainId)
        throw new AppError(
          'BAD_INPUT',
          `This node is on chain id ${chainId}, not ${id.displayName} (chain id ${id.chainId})`,
        );
      return { height: hex(await rpc<string>(http, url, 'eth_blockNumber'), 'block number'), latencyMs };
    }
    const genesis = (await http.request(`${base(url)}/block-height/0`)).trim();
    const latencyMs = Math.round(performance.now() - started);
    if (genesis !== id.genesis)
      throw new AppError(
        'BAD_INPUT',
        `This node's genesis block is ${genesis.slice(0, 16)}…, not ${id.displayName}'s ${id.genesis.slice(0, 16)}…`,
      );
    const tip = (await http.request(`${base(url)}/blocks/tip/height`)).trim();
    if (!/^\d{1,12}$/.test(tip)) throw new AppError('BAD_INPUT', 'The node did not answer its height');
    return { height: BigInt(tip), latencyMs };
  } catch (e) {
    if (e instanceof AppError && e.code === 'BAD_INPUT') throw e;
    const why = e instanceof Error ? e.message : String(e);
    throw new AppError('BAD_INPUT', `The node did not answer: ${why}`);
  }
}

/** The health line of one saved node: asked now. */
export async function nodeHealth(
  id: NodeIdentity,
  url: string,
  now: () => number = Date.now,
  http: Http = defaultHttp,
): Promise<NodeHealth> {
  const checkedAt = now();
  try {
    const p = await probeNode(id, url, http);
    return {
      chain: id.chain,
      url,
      ok: true,
      checkedAt,
      latencyMs: p.latencyMs,
      height: String(p.height),
      error: null,
    };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return { chain: id.chain, url, ok: false, checkedAt, latencyMs: null, height: null, error };
  }
}
