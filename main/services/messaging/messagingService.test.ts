import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/errors';
import { MessagingService } from './messagingService';

function service(account: () => Promise<{ address: string; activePath: string }>) {
  const log = vi.fn();
  const signer = { call: vi.fn() };
  const s = new MessagingService({
    dataDir: '/nonexistent',
    signer: signer as never,
    network: 'regtest',
    env: 'local',
    account,
    changed: () => undefined,
    log,
  });
  return { s, log, signer };
}

describe('MessagingService before a client exists', () => {
  it("a wallet without an Ethereum address answers 'No ethereum chain found' and asks the signer nothing", async () => {
    const { s, signer } = service(() => Promise.reject(new AppError('RULE', 'holds a key of another chain')));
    await expect(s.start('1')).rejects.toThrow('No ethereum chain found');
    expect(signer.call).not.toHaveBeenCalled();
    expect(s.status('1')).toEqual({ state: 'failed', error: 'No ethereum chain found' });
  });

  it("every operation logs 'Please initialize client first' and answers a clear error", async () => {
    const { s, log } = service(() => Promise.reject(new Error('unused')));
    for (const op of [
      () => s.listConversations('1'),
      () => s.listMessages('1', 'ab'),
      () => s.send('1', 'ab', 'hi'),
      () => s.canMessage('1', '0x' + '1'.repeat(40)),
      () => s.consent('1', '0x' + '1'.repeat(40), 'deny'),
    ]) {
      await expect(op()).rejects.toThrow('turn it on in Settings');
    }
    expect(log).toHaveBeenCalledWith('Please initialize client first');
    expect(() => s.approveIdentity('1', true)).toThrow('no messaging identity to review');
  });
});
