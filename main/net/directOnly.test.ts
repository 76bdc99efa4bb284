/**
 * What opens its own connections past main's outbound route is given a way through the proxy
 * instead of reaching the outside directly: Hedera's consensus nodes (grpc-js takes only an
 * HTTP CONNECT proxy from its environment) get main's loopback CONNECT bridge, whatever the
 * user's proxy is (connectBridge.ts; the tunnels are counted in consensusProxy.integ.test.ts).
 * XMTP messaging goes through the proxy by a loopback forwarder (messagingProxy.integ.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { consensusNodes } from '../chains/hedera/network/consensus';
import { setOutboundProxy } from './outbound';

afterEach(() => setOutboundProxy(''));

const BRIDGE = /^http:\/\/127\.0\.0\.1:\d+$/;

describe("Hedera's gRPC client", () => {
  it('is built under a SOCKS5 proxy, told the loopback bridge, not the socks URL it cannot use', async () => {
    setOutboundProxy('socks5h://127.0.0.1:9050');
    const nodes = consensusNodes({ kind: 'sdk', name: 'testnet' });
    expect((await nodes.nodeAccountIds()).length).toBeGreaterThan(0);
    expect(process.env.grpc_proxy).toMatch(BRIDGE);
    expect(process.env.no_grpc_proxy).toBe('no-host.invalid');
    nodes.close();
  });

  it('under an HTTP CONNECT proxy is told the bridge too, and with no proxy nothing', async () => {
    setOutboundProxy('http://127.0.0.1:3128');
    const nodes = consensusNodes({ kind: 'sdk', name: 'testnet' });
    await nodes.nodeAccountIds();
    expect(process.env.grpc_proxy).toMatch(BRIDGE);
    setOutboundProxy('');
    await nodes.nodeAccountIds();
    expect(process.env.grpc_proxy).toBeUndefined();
    nodes.close();
  });
});
