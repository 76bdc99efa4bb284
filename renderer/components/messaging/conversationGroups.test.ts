import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contract/messaging';
import { groupConversations, peerLabel } from './conversationGroups';

const conv = (topic: string, consentState: Conversation['consentState']): Conversation => ({
  topic,
  peerAddress: '0xabcdef0000000000000000000000000000000001',
  createdAt: 1,
  version: 'v3',
  clientAddress: '0x' + '2'.repeat(40),
  consentState,
});

describe('conversation groups', () => {
  it('splits by consent: allowed, requests (unknown), blocked (denied)', () => {
    const g = groupConversations([conv('a1', 'allowed'), conv('b1', 'unknown'), conv('c1', 'denied')]);
    expect(g.Allowed.map((c) => c.topic)).toEqual(['a1']);
    expect(g.Requests.map((c) => c.topic)).toEqual(['b1']);
    expect(g.Blocked.map((c) => c.topic)).toEqual(['c1']);
  });

  it('names a peer by its name when it resolved, else the short address', () => {
    expect(peerLabel({ peerAddress: '0xabcdef0000000000000000000000000000000001', name: 'Bob' })).toBe('Bob');
    expect(peerLabel({ peerAddress: '0xabcdef0000000000000000000000000000000001' })).toBe('0xabcd…0001');
  });
});
