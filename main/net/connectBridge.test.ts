import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProxy, type TestProxy } from '../../test/proxy/testProxy';
import { startConnectBridge, type ConnectBridge } from './connectBridge';
import { setOutboundProxy } from './outbound';

let proxy: TestProxy;
let bridge: ConnectBridge;
let echo: net.Server;
let echoPort = 0;

beforeAll(async () => {
  proxy = await startTestProxy('socks5');
  echo = net.createServer((s) => s.pipe(s));
  await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
  echoPort = (echo.address() as net.AddressInfo).port;
  bridge = await startConnectBridge((t) => t === `127.0.0.1:${echoPort}`);
});
afterAll(async () => {
  setOutboundProxy('');
  await bridge.close();
  await proxy.close();
  await new Promise<void>((r) => echo.close(() => r()));
});

/** Sends `CONNECT target`, then `payload` once tunnelled; resolves with all the bridge said. */
function connectThrough(target: string, payload = 'ping'): Promise<string> {
  const { port } = new URL(bridge.url);
  return new Promise((resolve) => {
    const s = net.connect(Number(port), '127.0.0.1');
    let said = '';
    s.on('data', (d: Buffer) => {
      said += d.toString();
      if (said.startsWith('HTTP/1.1 200') && said.endsWith('\r\n\r\n')) s.write(payload);
      if (said.endsWith(payload)) s.end();
    });
    s.on('close', () => resolve(said));
    s.on('error', () => resolve(said));
    s.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
  });
}

describe('the loopback CONNECT bridge', () => {
  it("tunnels an allowed target through the user's proxy, bytes both ways", async () => {
    setOutboundProxy(proxy.url);
    const said = await connectThrough(`127.0.0.1:${echoPort}`);
    expect(said).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\nping$/);
    expect(proxy.tunnels.get(`127.0.0.1:${echoPort}`)).toBe(1);
    expect(bridge.tunnels()).toBe(1);
  });

  it('refuses a target it was not given, asking the proxy nothing', async () => {
    setOutboundProxy(proxy.url);
    const before = proxy.total();
    expect(await connectThrough('example.com:443')).toMatch(/^HTTP\/1\.1 403/);
    expect(await connectThrough('example.com')).toMatch(/^HTTP\/1\.1 403/);
    expect(proxy.total()).toBe(before);
  });

  it('without a proxy, never dials the target itself', async () => {
    setOutboundProxy('');
    expect(await connectThrough(`127.0.0.1:${echoPort}`)).toMatch(/^HTTP\/1\.1 502/);
    expect(bridge.lastError()?.message).toMatch(/No proxy is set/);
  });
});
