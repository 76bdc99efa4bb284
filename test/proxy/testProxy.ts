/**
 * A SOCKS5 (RFC 1928, CONNECT only; no auth, or user name and password per RFC 1929 when
 * started with `auth`) and HTTP CONNECT (Proxy-Authorization: Basic when started with `auth`)
 * proxy for tests, counting each tunnel by target and each refused login. It dials targets from 127.0.0.2, so a gate (gate.ts) in front of a test
 * server tells a connection that came through the proxy from one that did not.
 */
import net from 'node:net';

/** The loopback address the proxy dials from; gates accept only this one. */
export const PROXY_SOURCE_ADDRESS = '127.0.0.2';

export interface TestProxy {
  /** socks5h://127.0.0.1:port or http://127.0.0.1:port */
  url: string;
  /** tunnels opened, by "host:port" as the client asked (a name stays a name: remote DNS) */
  tunnels: Map<string, number>;
  /** logins refused: a wrong or missing user name or password */
  refusedLogins(): number;
  total(): number;
  close(): Promise<void>;
}

function tunnel(client: net.Socket, host: string, port: number, ok: () => void, fail: () => void): void {
  const upstream = net.connect({ host, port, localAddress: PROXY_SOURCE_ADDRESS });
  upstream.once('connect', () => {
    ok();
    client.pipe(upstream).pipe(client);
  });
  upstream.once('error', () => {
    fail();
    client.destroy();
  });
  client.once('error', () => upstream.destroy());
  client.once('close', () => upstream.destroy());
}

/** The user name and password a proxy started with `auth` takes; any other is refused. */
export interface ProxyAuth {
  user: string;
  pass: string;
}

interface Counters {
  count(target: string): void;
  refused(): void;
}

function socks5(client: net.Socket, c: Counters, auth?: ProxyAuth): void {
  let buf = Buffer.alloc(0);
  let stage: 'greet' | 'login' | 'request' = 'greet';
  const onData = (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    if (stage === 'greet') {
      if (buf.length < 2 || buf.length < 2 + buf[1]!) return;
      if (buf[0] !== 5) return void client.destroy();
      const methods = [...buf.subarray(2, 2 + buf[1]!)];
      buf = buf.subarray(2 + buf[1]!);
      if (!auth) {
        client.write(Buffer.from([5, 0])); // no authentication
        stage = 'request';
      } else if (methods.includes(2)) {
        client.write(Buffer.from([5, 2])); // user name and password (RFC 1929)
        stage = 'login';
      } else {
        c.refused();
        return void client.end(Buffer.from([5, 0xff])); // no acceptable method
      }
    }
    if (stage === 'login') {
      // VER 1, ULEN, UNAME, PLEN, PASSWD
      if (buf.length < 2 || buf.length < 3 + buf[1]! || buf.length < 3 + buf[1]! + buf[2 + buf[1]!]!) return;
      const ulen = buf[1]!;
      const plen = buf[2 + ulen]!;
      const user = buf.subarray(2, 2 + ulen).toString('utf8');
      const pass = buf.subarray(3 + ulen, 3 + ulen + plen).toString('utf8');
      buf = buf.subarray(3 + ulen + plen);
      if (user !== auth!.user || pass !== auth!.pass) {
        c.refused();
        return void client.end(Buffer.from([1, 1]));
      }
      client.write(Buffer.from([1, 0]));
      stage = 'request';
    }
    if (buf.length < 5) return;
    const atyp = buf[3];
    const addrLen = atyp === 1 ? 4 : atyp === 4 ? 16 : atyp === 3 ? 1 + buf[4]! : -1;
    if (addrLen < 0 || buf[1] !== 1) {
      client.end(Buffer.from([5, 7, 0, 1, 0, 0, 0, 0, 0, 0]));
      return;
    }
    if (buf.length < 4 + addrLen + 2) return;
    const host =
      atyp === 1
        ? [...buf.subarray(4, 8)].join('.')
        : atyp === 3
          ? buf.subarray(5, 5 + buf[4]!).toString('latin1')
          : Array.from({ length: 8 }, (_, i) => buf.readUInt16BE(4 + 2 * i).toString(16)).join(':');
    const port = buf.readUInt16BE(4 + addrLen);
    client.off('data', onData);
    client.pause();
    tunnel(
      client,
      host,
      port,
      () => {
        c.count(`${host}:${port}`);
        client.write(Buffer.from([5, 0, 0, 1, 0, 0, 0, 0, 0, 0]));
        client.resume();
      },
      () => client.end(Buffer.from([5, 5, 0, 1, 0, 0, 0, 0, 0, 0])), // connection refused
    );
  };
  client.on('data', onData);
}

function httpConnect(client: net.Socket, c: Counters, auth?: ProxyAuth): void {
  let head = '';
  const onData = (chunk: Buffer) => {
    head += chunk.toString('latin1');
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    client.off('data', onData);
    client.pause();
    const m = /^CONNECT ([^\s:]+|\[[^\]]+\]):(\d+) HTTP\/1\.[01]\r\n/.exec(head);
    if (!m) return void client.end('HTTP/1.1 405 Method Not Allowed\r\n\r\n');
    const [host, port] = [m[1]!.replace(/^\[|\]$/g, ''), Number(m[2])];
    if (auth) {
      const given = /\r\nproxy-authorization: *basic +([A-Za-z0-9+/=]+)\r\n/i.exec(head)?.[1];
      const expected = Buffer.from(`${auth.user}:${auth.pass}`).toString('base64');
      if (given !== expected) {
        c.refused();
        return void client.end(
          'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n',
        );
      }
    }
    tunnel(
      client,
      host,
      port,
      () => {
        c.count(`${host}:${port}`);
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        client.resume();
      },
      () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'),
    );
  };
  client.on('data', onData);
}

export async function startTestProxy(
  kind: 'socks5' | 'connect',
  port = 0,
  auth?: ProxyAuth,
): Promise<TestProxy> {
  const tunnels = new Map<string, number>();
  let refused = 0;
  const counters: Counters = {
    count: (t) => tunnels.set(t, (tunnels.get(t) ?? 0) + 1),
    refused: () => refused++,
  };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    (kind === 'socks5' ? socks5 : httpConnect)(client, counters, auth);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as net.AddressInfo).port;
  return {
    url: `${kind === 'socks5' ? 'socks5h' : 'http'}://127.0.0.1:${bound}`,
    tunnels,
    refusedLogins: () => refused,
    total: () => [...tunnels.values()].reduce((a, b) => a + b, 0),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
