import type { Conversation } from '../../../shared/contract/messaging';

export type GroupName = 'Allowed' | 'Requests' | 'Blocked';

/** Conversations by consent (spec §4): allowed peers, requests (unknown) and blocked (denied). */
export function groupConversations(all: readonly Conversation[]): Record<GroupName, Conversation[]> {
  return {
    Allowed: all.filter((c) => c.consentState === 'allowed'),
    Requests: all.filter((c) => c.consentState === 'unknown'),
    Blocked: all.filter((c) => c.consentState === 'denied'),
  };
}

/** A peer as the screens name it: the contact's name, else the address shortened. */
export function peerLabel(c: Pick<Conversation, 'peerAddress' | 'name'>): string {
  return c.name ?? shortAddress(c.peerAddress);
}

export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
