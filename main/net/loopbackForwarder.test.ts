// The loopback forwarder against real sockets: an echo server behind a TLS front with a test
// CA, the test proxy (SOCKS5 and HTTP CONNECT) counting tunnels. Bytes go through, each
// connection is one tunnel; a wrong certificate, a server without h2, a proxy down and no
// proxy at all each end the client's connection with the reason, never a direct connection.
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestProxy, type TestProxy } from '../../test/proxy/testProxy';
import { startTlsFront, type TlsFront } from '../../test/xmtp/tlsFront';
import { startLoopbackForwarder, type LoopbackForwarder } from './loopbackForwarder';
import { setOutboundProxy } from './outbound';

let echo: net.Server;
let front: TlsFront;
let other: TlsFront;
let noAlpn: TlsFront;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  echo = net.createServer((s) => s.pipe(s));
  await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
  const echoPort = (echo.address() as net.AddressInfo).port;
  [front, other, noAlpn] = await Promise.all([
    startTlsFront(echoPort),
    startTlsFront(echoPort),
    startTlsFront(echoPort, 'grpc.xmtp.test', []),
  ]);
}, 30_000);
afterEach(async () => {
  setOutboundProxy('');
  await Promise.all(open.splice(0).map((o) => o.close()));
});
afterAll(async () => {
  await Promise.all([front.close(), other.close(), noAlpn.close()]);
  await new Promise((r) => echo.close(r));
});

/** Sends `text` through the forwarder; the echo, or null when the connection was closed first. */
function roundTrip(f: LoopbackForwarder, text: string): Promise<string | null> {
  return new Promise((resolve) => {
    const s = net.connect(Number(new URL(f.url).port), '127.0.0.1', () => s.write(text));
    let got = '';
    s.on('data', (d: Buffer) => {
      got += d.toString();
      if (got.length >= text.length) {
        s.destroy();
        resolve(got);
      }
    });
    s.on('error', () => resolve(null));
    s.on('close', () => resolve(got || null));
  });
}

async function withProxy(kind: 'socks5' | 'connect'): Promise<TestProxy> {
  const proxy = await startTestProxy(kind);
  open.push(proxy);
  setOutboundProxy(proxy.url);
  return proxy;
}

async function forwarder(f: TlsFront, ca = f.ca): Promise<LoopbackForwarder> {
  const fw = await startLoopbackForwarder(
    { host: '127.0.0.1', port: f.port, tls: true },
    { testTls: { ca, servername: f.servername } },
  );
  open.push(fw);
  return fw;
}

describe('the loopback forwarder', () => {
  it.each(['socks5', 'connect'] as const)('carries bytes through a %s proxy into TLS (h2)', async (kind) => {
    const proxy = await withProxy(kind);
    const fw = await forwarder(front);
    expect(fw.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await roundTrip(fw, 'PRI * HTTP/2.0')).toBe('PRI * HTTP/2.0');
    expect(await roundTrip(fw, 'second')).toBe('second');
    expect(proxy.tunnels.get(`127.0.0.1:${front.port}`)).toBe(2);
    expect(fw.connections()).toBe(2);
    expect(fw.lastError()).toBeNull();
  });

  it('refuses a certificate its CA did not sign', async () => {
    await withProxy('socks5');
    const fw = await forwarder(front, other.ca);
    expect(await roundTrip(fw, 'hello')).toBeNull();
    expect(fw.lastError()?.message).toMatch(/certificate/i);
    expect(fw.connections()).toBe(0);
  });

  it('refuses a server that does not speak HTTP/2', async () => {
    await withProxy('socks5');
    const fw = await forwarder(noAlpn);
    expect(await roundTrip(fw, 'hello')).toBeNull();
    expect(fw.lastError()?.message).toMatch(/did not agree to HTTP\/2/);
  });

  it('with the proxy down: "proxy not reachable", nothing direct', async () => {
    const proxy = await withProxy('socks5');
    await proxy.close();
    const sessions = front.sessions();
    const fw = await forwarder(front);
    expect(await roundTrip(fw, 'hello')).toBeNull();
    expect(fw.lastError()?.message).toMatch(/^proxy not reachable \(127\.0\.0\.1:\d+\)/);
    expect(front.sessions()).toBe(sessions);
  });

  it('without a proxy it does not connect at all', async () => {
    const sessions = front.sessions();
    const fw = await forwarder(front);
    expect(await roundTrip(fw, 'hello')).toBeNull();
    expect(fw.lastError()?.message).toBe('No proxy is set: this connection is made only through one');
    expect(front.sessions()).toBe(sessions);
  });

  it('listens on loopback only, and its port is free once closed', async () => {
    const fw = await startLoopbackForwarder({ host: '127.0.0.1', port: front.port, tls: true });
    const port = Number(new URL(fw.url).port);
    await fw.close();
    const refused = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.on('connect', () => resolve(false));
      s.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
