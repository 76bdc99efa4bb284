/**
 * What opens its own connections past main's outbound route refuses while a proxy it cannot
 * use is set, instead of reaching the outside directly: Hedera's consensus nodes (grpc-js:
 * HTTP CONNECT only). XMTP messaging goes through the proxy by a loopback forwarder
 * (services/messaging/messagingProxy.integ.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { consensusNodes } from '../chains/hedera/network/consensus';
import { setOutboundProxy } from './outbound';

afterEach(() => setOutboundProxy(''));

describe('with a proxy set', () => {
  it("Hedera's gRPC client is not built under a SOCKS5 proxy, which grpc-js cannot use", async () => {
    setOutboundProxy('socks5h://127.0.0.1:9050');
    const nodes = consensusNodes({ kind: 'sdk', name: 'testnet' });
    await expect(nodes.nodeAccountIds()).rejects.toThrow(
      'tunnels only through an HTTP CONNECT proxy, not SOCKS5',
    );
  });

  it("Hedera's gRPC client is built under an HTTP CONNECT proxy, named where grpc-js reads it", async () => {
    setOutboundProxy('http://127.0.0.1:3128');
    const nodes = consensusNodes({ kind: 'sdk', name: 'testnet' });
    expect((await nodes.nodeAccountIds()).length).toBeGreaterThan(0);
    expect(process.env.grpc_proxy).toBe('http://127.0.0.1:3128');
    nodes.close();
  });
});
