import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startGate, type Gate } from '../../test/proxy/gate';
import { PROXY_SOURCE_ADDRESS, startTestProxy, type TestProxy } from '../../test/proxy/testProxy';
import { createHttp } from './http';
import { outboundProxy, setOutboundProxy } from './outbound';

let server: http.Server;
let gate: Gate;
const open: TestProxy[] = [];
/** the address each request reached the server from */
const from: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    from.push(req.socket.remoteAddress ?? '');
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  gate = await startGate((server.address() as AddressInfo).port);
});
afterAll(async () => {
  await gate.close();
  await new Promise((r) => server.close(r));
});
afterEach(async () => {
  setOutboundProxy('');
  gate.direct = 0;
  gate.proxied = 0;
  gate.directFrom.length = 0;
  await Promise.all(open.splice(0).map((p) => p.close()));
});

const base = () => `http://localhost:${gate.port}`;
const client = () => createHttp({ backoffMs: 0 });

describe('outbound proxy', () => {
  it('without a proxy the gate sees a direct connection (the check can fail)', async () => {
    await expect(client().request(`${base()}/a`, { retries: 0 })).rejects.toThrow(/socket hang up/);
    expect(gate.direct).toBeGreaterThan(0);
  });

  it.each(['socks5', 'connect'] as const)(
    '%s: every request goes through the proxy, by name',
    async (kind) => {
      const proxy = await startTestProxy(kind);
      open.push(proxy);
      setOutboundProxy(proxy.url);
      expect(outboundProxy()).toBe(proxy.url);
      for (const p of ['/1', '/2', '/3']) expect(await client().json(`${base()}${p}`)).toEqual({ path: p });
      expect(gate.direct).toBe(0);
      expect(gate.proxied).toBeGreaterThan(0);
      // remote DNS: the proxy was handed the name, not an address this computer looked up
      expect([...proxy.tunnels.keys()]).toEqual([`localhost:${gate.port}`]);
    },
  );

  it('a proxy that is down fails with "proxy not reachable" and nothing goes direct', async () => {
    const proxy = await startTestProxy('socks5');
    await proxy.close();
    setOutboundProxy(proxy.url);
    await expect(client().request(`${base()}/x`)).rejects.toThrow(/proxy not reachable/);
    const connect = await startTestProxy('connect');
    await connect.close();
    setOutboundProxy(connect.url);
    await expect(client().request(`${base()}/y`)).rejects.toThrow(/proxy not reachable/);
    expect(gate.direct).toBe(0);
  });

  it('a keep-alive socket opened before the proxy was set is not reused', async () => {
    const straight = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await client().request(`${straight}/warm`);
    const proxy = await startTestProxy('socks5');
    open.push(proxy);
    setOutboundProxy(proxy.url);
    from.length = 0;
    await client().request(`${straight}/after`);
    expect(from).toEqual([PROXY_SOURCE_ADDRESS]);
    expect(proxy.total()).toBe(1);
  });

  it('refuses a proxy that would resolve names locally, or is not a proxy URL', () => {
    expect(() => setOutboundProxy('socks5://127.0.0.1:9050')).toThrow(/socks5h/);
    expect(() => setOutboundProxy('https://proxy.example:443')).toThrow(/Only socks5h/);
    expect(() => setOutboundProxy('socks5h://127.0.0.1')).toThrow(/port/);
    expect(outboundProxy()).toBe('');
  });
});

describe('outboundFetch', () => {
  it('goes through the proxy and streams the body; a down proxy is named', async () => {
    const { outboundFetch } = await import('./outboundFetch');
    const proxy = await startTestProxy('connect');
    open.push(proxy);
    setOutboundProxy(proxy.url);
    const res = await outboundFetch(`${base()}/icon`, { signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/icon' });
    expect(gate.direct).toBe(0);
    expect(gate.proxied).toBe(1);
    await proxy.close();
    // a keep-alive tunnel the proxy dropped may fail first as a plain hang-up (it cannot tell
    // the proxy from the target); a new connection then names the proxy
    await expect(outboundFetch(`${base()}/down`)).rejects.toThrow();
    await expect(outboundFetch(`${base()}/down`)).rejects.toThrow(/proxy not reachable/);
    expect(gate.direct).toBe(0);
  });
});
