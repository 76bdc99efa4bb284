import { describe, expect, it } from 'vitest';
import { contactNameOf, messageNotice } from './createMessaging';

const contact = (chainName: string, name: string, address: string) => ({
  id: `c${name}`,
  chainName,
  name,
  address,
});

describe('peer names and message notices', () => {
  it("names a peer by the address book's Ethereum-style contact, whatever the case", () => {
    const book = [
      contact('tron', 'Tron Tom', 'TXYZ'),
      contact('polygon', 'Bob', '0xAbCdEf0000000000000000000000000000000001'),
    ];
    expect(contactNameOf(book, '0xabcdef0000000000000000000000000000000001')).toBe('Bob');
    expect(contactNameOf(book, '0x' + '2'.repeat(40))).toBeUndefined();
  });

  it('says who wrote: the name, else the short address; the text as the body', () => {
    const address = '0xabcdef0000000000000000000000000000000001';
    expect(messageNotice({ address, name: 'Bob' }, 'hi')).toEqual({ title: 'Message from Bob', body: 'hi' });
    expect(messageNotice({ address }, 'hi').title).toBe('Message from 0xabcd…0001');
  });
});
