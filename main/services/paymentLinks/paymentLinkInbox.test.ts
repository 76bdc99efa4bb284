import { describe, expect, it } from 'vitest';
import { EventBus } from '../../ipc/events';
import { PaymentLinkInbox } from './paymentLinkInbox';

describe('PaymentLinkInbox', () => {
  it('keeps the newest payment link, says so once per offer, and hands it over once', () => {
    const events = new EventBus();
    const seen: string[] = [];
    events.subscribe((name) => seen.push(name));
    const inbox = new PaymentLinkInbox(events);
    expect(inbox.offer('bitcoin:1abc?amount=1')).toBe(true);
    expect(inbox.offer(' ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8@1 ')).toBe(true);
    expect(seen).toEqual(['paymentLink.received', 'paymentLink.received']);
    expect(inbox.take()).toBe('ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8@1');
    expect(inbox.take()).toBeNull();
  });
  it('ignores what is not a payment link: argv flags, other schemes, huge strings', () => {
    const inbox = new PaymentLinkInbox(new EventBus());
    expect(inbox.offer('--inspect')).toBe(false);
    expect(inbox.offer('file:///etc/passwd')).toBe(false);
    expect(inbox.offer(`bitcoin:${'1'.repeat(3000)}`)).toBe(false);
    expect(inbox.take()).toBeNull();
  });
});
