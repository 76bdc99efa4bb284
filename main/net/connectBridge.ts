/**
 * An HTTP CONNECT proxy on 127.0.0.1 that carries each tunnel on through the user's own proxy
 * (proxyTunnel.ts: SOCKS5 with remote DNS or HTTP CONNECT, with the saved login), for a client
 * that can use only a CONNECT proxy named in its environment: grpc-js, under Hedera's SDK. So a
 * SOCKS5 proxy (Tor) works for it too, and a proxy login stays in main's memory instead of the
 * process environment, which child processes inherit. It opens tunnels only to the targets it
 * was given (another process on this computer cannot borrow the user's proxy through it), and
 * never dials anything directly: a proxy that cannot be reached ends the client's tunnel.
 */
import http from 'node:http';
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import { tunnelThroughProxy } from './proxyTunnel';

export interface ConnectBridge {
  /** what the client is told: http://127.0.0.1:<random port> */
  url: string;
  /** tunnels carried through the user's proxy */
  tunnels(): number;
  /** the last failure (proxy not reachable, a target not allowed…), or null */
  lastError(): Error | null;
  close(): Promise<void>;
}

/** `host:port` of a CONNECT request's target, or null when it is not one. */
function targetOf(authority: string | undefined): { host: string; port: number } | null {
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]{1,253}):(\d{1,5})$/.exec(authority ?? '');
  if (!m) return null;
  const port = Number(m[2]);
  if (port < 1 || port > 65_535) return null;
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
}

/**
 * Starts the bridge. `allowed` says which `host:port` targets it tunnels to; it is asked at
 * each CONNECT, so the caller may widen it as its node list changes.
 */
export async function startConnectBridge(allowed: (target: string) => boolean): Promise<ConnectBridge> {
  let carried = 0;
  let last: Error | null = null;
  const open = new Set<Duplex>();
  const server = http.createServer((_req, res) => {
    // only tunnels: a plain request through this bridge is not what it is for
    res.writeHead(405, { connection: 'close' }).end();
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = targetOf(req.url);
    if (!target || !allowed(`${target.host}:${target.port}`)) {
      last = new Error(`the bridge does not tunnel to ${req.url ?? 'nothing'}`);
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    client.on('error', () => undefined);
    tunnelThroughProxy(target.host, target.port).then(
      (upstream) => {
        if (client.destroyed) {
          upstream.destroy();
          return;
        }
        carried += 1;
        open.add(upstream);
        upstream.on('close', () => {
          open.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        client.pipe(upstream).pipe(client);
      },
      (e: unknown) => {
        last = e instanceof Error ? e : new Error(String(e));
        client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // the app may exit with it open: it holds nothing that must be flushed
  server.unref();
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels: () => carried,
    lastError: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
