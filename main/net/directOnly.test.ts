/**
 * What opens its own connections past main's outbound route refuses while a proxy is set,
 * instead of reaching the outside directly: XMTP messaging (libxmtp's native client) and
 * Hedera's consensus nodes (gRPC).
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
    await expect(s.start('1')).rejects.toThrow('Messaging cannot go through the proxy yet');
    expect(signer.call).not.toHaveBeenCalled();
  });

  it("Hedera's gRPC client is not built: asking for its nodes fails naming the proxy", async () => {
    setOutboundProxy('http://127.0.0.1:3128');
    const nodes = consensusNodes({ kind: 'sdk', name: 'testnet' });
    await expect(nodes.nodeAccountIds()).rejects.toThrow('cannot use the proxy yet');
  });
});
