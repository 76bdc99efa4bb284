// A JSON-RPC pass-through on 127.0.0.1 that counts HTTP requests (the round trips the
// balance tests and the bench measure) and can add latency per request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcProxy {
  url: string;
  port: number;
  /** HTTP requests seen since the last reset */
  requests: number;
  /** JSON-RPC methods seen, in order (a batch contributes each of its entries) */
  methods: string[];
  delayMs: number;
  /**
   * Plays a hostile node: each JSON-RPC result passes through it before it is answered (the
   * request's method and params, the node's real result) and whatever it returns is sent.
   */
  lie: ((method: string, params: unknown[], result: unknown) => unknown) | null;
  reset(): void;
  close(): Promise<void>;
}

export async function startRpcProxy(target: string, delayMs = 0): Promise<RpcProxy> {
  const state = {
    requests: 0,
    methods: [] as string[],
    delayMs,
    lie: null as RpcProxy['lie'],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      state.requests++;
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const parsed = JSON.parse(body) as { method: string } | { method: string }[];
        for (const m of Array.isArray(parsed) ? parsed : [parsed]) state.methods.push(m.method);
      } catch {
        // forwarded as is; the node answers the parse error
      }
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      try {
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        res.writeHead(upstream.status, { 'content-type': 'application/json' });
        res.end(state.lie ? rewrite(body, await upstream.text(), state.lie) : await upstream.text());
      } catch (e) {
        res.writeHead(502).end(String(e));
      }
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get requests() {
      return state.requests;
    },
    get methods() {
      return state.methods;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    get lie() {
      return state.lie;
    },
    set lie(v: RpcProxy['lie']) {
      state.lie = v;
    },
    reset() {
      state.requests = 0;
      state.methods = [];
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

interface RpcCall {
  id: unknown;
  method: string;
  params?: unknown[];
}

/** The node's answer with every result passed through `lie`, matched to its request by id. */
function rewrite(requestBody: string, answer: string, lie: NonNullable<RpcProxy['lie']>): string {
  const calls = JSON.parse(requestBody) as RpcCall | RpcCall[];
  const list = Array.isArray(calls) ? calls : [calls];
  const fix = (r: { id: unknown; result?: unknown }) => {
    const call = list.find((c) => c.id === r.id);
    return call && 'result' in r ? { ...r, result: lie(call.method, call.params ?? [], r.result) } : r;
  };
  const parsed = JSON.parse(answer) as
    { id: unknown; result?: unknown } | { id: unknown; result?: unknown }[];
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(fix) : fix(parsed));
}
