/**
 * Small local HTTP helpers for the UTXO tests and benchmark: a proxy that adds a fixed
 * delay per request and counts them, a server that always fails (for provider fallback),
 * and a fixture server answering from a route table.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  requests: () => number;
  close(): Promise<void>;
}

async function listen(server: http.Server, counter: () => number): Promise<LocalServer> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: counter,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Forwards every request to `target` after `delayMs`, like a distant explorer. Over Node's http
 * with a keep-alive agent: the benchmark runs this proxy beside the explorer, and fetch's CPU
 * per forwarded request (a new stream stack each time) was most of that process's time, which
 * a real explorer's network does not cost the client's machine.
 */
export function startDelayProxy(target: string, delayMs: number): Promise<LocalServer> {
  let n = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    n++;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const body = Buffer.concat(chunks);
        const out = http.request(
          `${target}${req.url ?? '/'}`,
          {
            method: req.method,
            agent,
            headers: {
              'content-type': req.headers['content-type'] ?? 'text/plain',
              ...(req.method === 'POST' ? { 'content-length': String(body.length) } : {}),
            },
          },
          (r) => {
            const parts: Buffer[] = [];
            r.on('data', (c: Buffer) => parts.push(c));
            r.on('end', () => {
              res.writeHead(r.statusCode ?? 502, {
                'content-type': r.headers['content-type'] ?? 'text/plain',
              });
              res.end(Buffer.concat(parts));
            });
          },
        );
        out.on('error', (e) => {
          res.writeHead(502);
          res.end(String(e));
        });
        out.end(req.method === 'POST' ? body : undefined);
      }, delayMs);
    });
  });
  server.on('close', () => agent.destroy());
  return listen(server, () => n);
}

/** Answers 500 to everything: the first provider in a fallback test. */
export function startFailingServer(): Promise<LocalServer> {
  let n = 0;
  const server = http.createServer((_req, res) => {
    n++;
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('internal error');
  });
  return listen(server, () => n);
}

export type Route = (
  path: string,
  method: string,
  body: string,
) => { status?: number; body: unknown } | undefined;

/** Serves fixture JSON: the first route that answers wins; anything else is a 404. */
export function startFixtureServer(route: Route): Promise<LocalServer & { log: string[] }> {
  const log: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      log.push(`${req.method} ${req.url}`);
      const r = route(req.url ?? '/', req.method ?? 'GET', body);
      if (!r) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
        return;
      }
      const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
      res.end(text);
    });
  });
  return listen(server, () => log.length).then((s) => Object.assign(s, { log }));
}
