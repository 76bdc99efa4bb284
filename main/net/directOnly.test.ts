/**
 * What opens its own connections past main's outbound route refuses while a proxy it cannot
 * use is set, instead of reaching the outside directly: XMTP messaging (libxmtp's native
 * client, no proxy at all) and Hedera's consensus nodes (grpc-js: HTTP CONNECT only).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consensusNodes } from '../chains/hedera/network/consensus';
import { MessagingService } from '../services/messaging/messagingService';
import { setOutboundProxy } from './outbound';

afterEach(() => setOutboundProxy(''));

describe('with a proxy set', () => {
  it('messaging does not start, and asks the signer nothing', async () => {
    setOutboundProxy('socks5h://127.0.0.1:9050');
    const signer = { call: vi.fn() };
    const s = new MessagingService({
      dataDir: '/nonexistent',
      signer: signer as never,
      network: 'regtest',
      env: 'local',
      account: () => Promise.resolve({ address: '0x' + '1'.repeat(40), activePath: "m/44'/60'/0'/0/0" }),
      changed: () => undefined,
      log: () => undefined,
    });
    await expect(s.start('1')).rejects.toThrow('Messaging cannot go through the proxy: its XMTP client');
    expect(signer.call).not.toHaveBeenCalled();
  });

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
