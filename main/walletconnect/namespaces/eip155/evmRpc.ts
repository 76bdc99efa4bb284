import { AppError } from '../../../../shared/errors';

/** One JSON-RPC call to an EVM node, trying each URL in order (30 s each). */
export async function evmRpc<T>(urls: readonly string[], method: string, params: unknown[]): Promise<T> {
  let last: unknown = null;
  for (const url of urls) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json()) as { result?: T; error?: { message?: string } };
      // a node's own refusal (reverted estimate, bad nonce) is an answer, not an outage
      if (body.error) throw new AppError('BAD_INPUT', `${method}: ${body.error.message ?? 'refused'}`);
      return body.result as T;
    } catch (e) {
      if (e instanceof AppError) throw e;
      last = e;
    }
  }
  throw new AppError('NETWORK', `${method}: no node answered (${String(last)})`);
}
