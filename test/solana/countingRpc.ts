/**
 * A JSON-RPC HTTP server on loopback that forwards each POST body to a node (the litesvm
 * facade) and keeps the methods it carried, so a test can tell which of two URLs in front of
 * the same node a client used: the "default" and the user's "own" node answer alike, only
 * the counts differ.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingRpc {
  url: string;
  /** the JSON-RPC methods received, in order (a batch adds each of its calls) */
  methods: string[];
  close(): Promise<void>;
}

const methodsOf = (body: string): string[] => {
  try {
    const v = JSON.parse(body) as unknown;
    return (Array.isArray(v) ? v : [v]).map((c) => String((c as { method?: unknown })?.method));
  } catch {
    return ['(not JSON)'];
  }
};

export async function startCountingRpc(target: string): Promise<CountingRpc> {
  const methods: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      methods.push(...methodsOf(body));
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (r) => {
          res.writeHead(r.status, { 'content-type': 'application/json' });
          res.end(await r.text());
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
