/**
 * A forwarder on 127.0.0.1 for a client that takes a server URL but no proxy (libxmtp's gRPC
 * client, issue 35): the client is given `http://127.0.0.1:<port>` (plaintext HTTP/2 with prior
 * knowledge), and each connection it opens is carried to the real server through the user's
 * proxy (proxyTunnel.ts), wrapped in TLS there when the server's URL is https (servername the
 * host, ALPN h2, the certificate verified against the system roots). HTTP/2 frames are the same
 * in h2c and in h2 over TLS, so the bytes are piped as they are. Nothing goes direct: a proxy
 * that cannot be reached ends the client's connection, and `lastError` says why.
 */
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import { tunnelThroughProxy } from './proxyTunnel';

export interface ForwardTarget {
  host: string;
  port: number;
  tls: boolean;
}

export interface ForwarderOptions {
  /**
   * Tests only: the CA and name a test server's certificate is checked against. Verification
   * itself is never turned off.
   */
  testTls?: { ca: string; servername: string };
}

export interface LoopbackForwarder {
  /** what the client is given: http://127.0.0.1:<random port> */
  url: string;
  /** upstream connections made, through the proxy */
  connections(): number;
  /** the last upstream failure (proxy not reachable, a refused certificate…), or null */
  lastError(): Error | null;
  close(): Promise<void>;
}

async function upstreamOf(target: ForwardTarget, opts: ForwarderOptions): Promise<Duplex> {
  const raw = await tunnelThroughProxy(target.host, target.port);
  if (!target.tls) return raw;
  const secure = tls.connect({
    socket: raw,
    servername: opts.testTls?.servername ?? (net.isIP(target.host) ? undefined : target.host),
    ALPNProtocols: ['h2'],
    ...(opts.testTls ? { ca: opts.testTls.ca } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    secure.once('secureConnect', resolve);
    secure.once('error', reject);
  });
  // the client speaks HTTP/2 only: a server that did not choose it would read garbage
  if (secure.alpnProtocol !== 'h2') {
    secure.destroy();
    throw new Error(`${target.host} did not agree to HTTP/2 (ALPN: ${String(secure.alpnProtocol)})`);
  }
  return secure;
}

export async function startLoopbackForwarder(
  target: ForwardTarget,
  opts: ForwarderOptions = {},
): Promise<LoopbackForwarder> {
  let made = 0;
  let last: Error | null = null;
  const open = new Set<Duplex>();
  const server = net.createServer((client) => {
    client.pause();
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    upstreamOf(target, opts).then(
      (up) => {
        made++;
        open.add(up);
        up.once('close', () => {
          open.delete(up);
          client.destroy();
        });
        up.on('error', (e: Error) => {
          last = e;
          up.destroy();
        });
        client.once('close', () => up.destroy());
        client.pipe(up).pipe(client);
        client.resume();
      },
      (e: unknown) => {
        last = e instanceof Error ? e : new Error(String(e));
        client.destroy();
      },
    );
  });
  // loopback only, a port the system picks: nothing else on the network can use it
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => made,
    lastError: () => last,
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
