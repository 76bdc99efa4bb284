/**
 * Hedera's consensus nodes under a proxy (issue 35): the SDK's gRPC client tunnels through an
 * HTTP CONNECT proxy, and through nothing else. The fixture network's gRPC node sits behind a
 * gate that refuses and counts every connection not from the test proxy; a receipt query must
 * reach it only through the proxy. A SOCKS5 proxy, which grpc-js cannot use (it would go
 * direct), is refused before any connection, with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHederaNetwork, type HederaNetwork } from '../../../../test/hedera/hederaNetwork';
import { startGate, type Gate } from '../../../../test/proxy/gate';
import { startTestProxy, type TestProxy } from '../../../../test/proxy/testProxy';
import { setOutboundProxy, setOutboundProxyLogin } from '../../../net/outbound';
import { consensusNodes } from './consensus';

let net: HederaNetwork;
let gate: Gate;
let connect: TestProxy;
let socks: TestProxy;

beforeAll(async () => {
  net = await startHederaNetwork();
  gate = await startGate(Number(net.nodeAddress.split(':')[1]));
  [connect, socks] = await Promise.all([startTestProxy('connect'), startTestProxy('socks5')]);
}, 60_000);
afterAll(async () => {
  setOutboundProxy('');
  setOutboundProxyLogin(null);
  await Promise.all([net?.close(), gate?.close(), connect?.close(), socks?.close()]);
});

const nodes = () =>
  consensusNodes({ kind: 'local', address: `127.0.0.1:${gate.port}`, nodeAccountId: '0.0.3' });

describe("Hedera's gRPC under a proxy", () => {
  it('goes through an HTTP CONNECT proxy, never direct', async () => {
    setOutboundProxy(connect.url);
    const api = nodes();
    try {
      expect(await api.receipt('0.0.1001@1700000000.000000001')).toBeNull();
      expect(connect.tunnels.get(`127.0.0.1:${gate.port}`)).toBeGreaterThan(0);
      expect(gate.proxied).toBeGreaterThan(0);
      expect(gate.direct).toBe(0);
    } finally {
      api.close();
    }
  }, 60_000);

  it('refuses a SOCKS5 proxy, and a proxy login, before any connection', async () => {
    const before = gate.proxied + gate.direct;
    setOutboundProxy(socks.url);
    const api = nodes();
    await expect(api.receipt('0.0.1001@1700000000.000000001')).rejects.toThrow(
      /tunnels only through an HTTP CONNECT proxy, not SOCKS5/,
    );
    setOutboundProxy(connect.url);
    setOutboundProxyLogin({ user: 'u', pass: 'p' });
    await expect(api.receipt('0.0.1001@1700000000.000000001')).rejects.toThrow(
      /a proxy login would sit there/,
    );
    setOutboundProxyLogin(null);
    expect(gate.proxied + gate.direct).toBe(before);
    expect(socks.total()).toBe(0);
  });
});
