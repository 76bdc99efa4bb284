/**
 * Hedera's consensus nodes under a proxy (issue 35): the SDK's gRPC client (grpc-js) tunnels
 * only through an HTTP CONNECT proxy named in its environment, so it is given main's loopback
 * CONNECT bridge, which carries each tunnel on through the user's proxy of any kind. The
 * fixture network's gRPC node sits behind a gate that counts connections from the test proxies
 * and refuses and counts every other (direct) one: a receipt query must reach it only through
 * the user's proxy — CONNECT, SOCKS5 (Tor's kind), or one that takes a login — and the login
 * never enters the process environment. A proxy that is down reaches nothing, never direct.
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
let guarded: TestProxy;
const LOGIN = { user: 'hedera-user', pass: 'not-in-the-environment' };

beforeAll(async () => {
  net = await startHederaNetwork();
  gate = await startGate(Number(net.nodeAddress.split(':')[1]));
  [connect, socks, guarded] = await Promise.all([
    startTestProxy('connect'),
    startTestProxy('socks5'),
    startTestProxy('socks5', 0, LOGIN),
  ]);
}, 60_000);
afterAll(async () => {
  setOutboundProxy('');
  setOutboundProxyLogin(null);
  await Promise.all([net?.close(), gate?.close(), connect?.close(), socks?.close(), guarded?.close()]);
});

const RECEIPT_OF = '0.0.1001@1700000000.000000001';
const target = () => `127.0.0.1:${gate.port}`;
const nodes = () => consensusNodes({ kind: 'local', address: target(), nodeAccountId: '0.0.3' });

async function receiptThrough(proxy: string): Promise<void> {
  setOutboundProxy(proxy);
  const api = nodes();
  try {
    expect(await api.receipt(RECEIPT_OF)).toBeNull();
  } finally {
    api.close();
  }
}

describe("Hedera's gRPC under a proxy", () => {
  it('goes through an HTTP CONNECT proxy, never direct', async () => {
    await receiptThrough(connect.url);
    expect(connect.tunnels.get(target())).toBeGreaterThan(0);
    expect(gate.proxied).toBeGreaterThan(0);
    expect(gate.direct).toBe(0);
    // grpc-js is told the loopback bridge, not the user's proxy
    expect(process.env.grpc_proxy).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  }, 60_000);

  it('goes through a SOCKS5 proxy (Tor), never direct', async () => {
    const before = gate.proxied;
    await receiptThrough(socks.url);
    expect(socks.tunnels.get(target())).toBeGreaterThan(0);
    expect(gate.proxied).toBeGreaterThan(before);
    expect(gate.direct).toBe(0);
  }, 60_000);

  it('logs in to a proxy that wants it, the password never in the environment', async () => {
    setOutboundProxyLogin(LOGIN);
    try {
      await receiptThrough(guarded.url);
    } finally {
      setOutboundProxyLogin(null);
    }
    expect(guarded.tunnels.get(target())).toBeGreaterThan(0);
    expect(guarded.refusedLogins()).toBe(0);
    expect(gate.direct).toBe(0);
    const environment = JSON.stringify(process.env);
    expect(environment).not.toContain(LOGIN.pass);
    expect(environment).not.toContain(LOGIN.user);
  }, 60_000);

  it('reaches nothing when the proxy is down, and does not go direct', async () => {
    const reached = gate.proxied + gate.direct;
    const down = await startTestProxy('socks5');
    const url = down.url;
    await down.close();
    setOutboundProxy(url);
    const api = nodes();
    try {
      // the confirmation loop reads no answer as "no outcome yet" (null) and asks again later
      expect(await api.receipt(RECEIPT_OF).catch(() => 'failed')).not.toBe('SUCCESS');
    } finally {
      api.close();
    }
    expect(gate.proxied + gate.direct).toBe(reached);
  }, 60_000);
});
