import { AppError } from '../../../../shared/errors';
import { createHttp } from '../../../net/http';

/** main's own client (outbound.ts: the user's proxy when set); each URL once, 30 s. */
const http = createHttp({ retries: 0 });

/** One JSON-RPC call to an EVM node, trying each URL in order (30 s each). */
export async function evmRpc<T>(urls: readonly string[], method: string, params: unknown[]): Promise<T> {
  let last: unknown = null;
  for (const url of urls) {
    try {
      const body = await http.json<{ result?: T; error?: { message?: string } }>(url, {
        json: { jsonrpc: '2.0', id: 1, method, params },
      });
      // a node's own refusal (reverted estimate, bad nonce) is an answer, not an outage
      if (body.error) throw new AppError('BAD_INPUT', `${method}: ${body.error.message ?? 'refused'}`);
      return body.result as T;
    } catch (e) {
      if (e instanceof AppError && e.code === 'BAD_INPUT') throw e;
      last = e;
    }
  }
  throw new AppError('NETWORK', `${method}: no node answered (${String(last)})`);
}
