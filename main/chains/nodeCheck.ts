/**
 * The one shape of every family's own-node check (Settings → Networks): ask the user's server
 * which network it serves and how far it is, compare with what the chain must show on the
 * profile, and refuse with a sentence that names both. Where the app carries no table value for
 * a network (a local fixture chain, a test network whose genesis it does not ship), the
 * profile's own default server is asked the same question: the user's must agree with it.
 */
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { Http } from '../net/http';

/** What one question to a server answers: the network's identity and the server's height. */
export interface NodeAnswer {
  id: string;
  height: bigint;
}

export interface CheckServesParams {
  url: string;
  chain: string;
  /** what the identity is, in the refusal: 'chain id', 'genesis hash', 'network passphrase' */
  what: string;
  ask(url: string): Promise<NodeAnswer>;
  /** the identity the chain has on this profile, when the app knows it */
  expected?: string;
  /** the profile's default servers of the slot, asked when `expected` is not known */
  defaults?: readonly string[];
}

/** A hash cut to its first 16 characters; words (a passphrase) stay whole. */
const short = (s: string) => (s.length > 24 && !/\s/.test(s) ? `${s.slice(0, 16)}…` : s);
const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The user's server's height when it serves the chain; a BAD_INPUT AppError naming why not. */
export async function checkServes(p: CheckServesParams): Promise<bigint> {
  const name = getChain(p.chain).displayName;
  let mine: NodeAnswer;
  try {
    mine = await p.ask(p.url);
  } catch (e) {
    if (e instanceof AppError && e.code === 'BAD_INPUT') throw e;
    throw new AppError('BAD_INPUT', `The node did not answer: ${why(e)}`);
  }
  let expected = p.expected;
  if (expected === undefined) {
    const reference = p.defaults?.[0];
    if (reference === undefined)
      throw new AppError('BAD_INPUT', `The app cannot tell which ${p.what} ${name} has on this network`);
    try {
      expected = (await p.ask(reference)).id;
    } catch (e) {
      throw new AppError(
        'BAD_INPUT',
        `The app cannot tell which ${p.what} ${name} has here: its default server did not answer (${why(e)})`,
      );
    }
  }
  if (mine.id !== expected)
    throw new AppError(
      'BAD_INPUT',
      `This node is on ${p.what} ${short(mine.id)}, not ${name} (${p.what} ${short(expected)})`,
    );
  return mine.height;
}

/** A field of a JSON answer, by path; a BAD_INPUT AppError when it is missing. */
export function field(body: unknown, path: readonly (string | number)[], what: string): unknown {
  let v: unknown = body;
  for (const k of path) {
    if (v === null || typeof v !== 'object')
      throw new AppError('BAD_INPUT', `The node's answer has no ${what}`);
    v = (v as Record<string | number, unknown>)[k];
  }
  if (v === undefined || v === null) throw new AppError('BAD_INPUT', `The node's answer has no ${what}`);
  return v;
}

/** A non-negative integer from a JSON answer (number, bigint, decimal or 0x string). */
export function heightOf(v: unknown, what = 'height'): bigint {
  if (typeof v === 'bigint' && v >= 0n) return v;
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^(\d{1,30}|0x[0-9a-fA-F]{1,64})$/.test(v)) return BigInt(v);
  throw new AppError('BAD_INPUT', `The node's ${what} is not a number`);
}

/** A string from a JSON answer. */
export function textOf(v: unknown, what: string): string {
  if (typeof v === 'string' && v.length > 0 && v.length <= 200) return v;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  throw new AppError('BAD_INPUT', `The node's ${what} is not readable`);
}

/** One JSON-RPC 2.0 call's result, or a BAD_INPUT AppError with the node's own error. */
export async function jsonRpc(
  http: Http,
  url: string,
  method: string,
  params: unknown = [],
): Promise<unknown> {
  const body = await http.json<{ result?: unknown; error?: { message?: string } }>(url, {
    json: { jsonrpc: '2.0', id: 1, method, params },
  });
  if (body.error || body.result === undefined || body.result === null)
    throw new AppError('BAD_INPUT', `The node refused ${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/** A URL without its trailing slashes, to put a path after it. */
export const baseOf = (url: string) => url.replace(/\/+$/, '');
