import { describe, expect, it } from 'vitest';
import { classifyRecipient } from './recipient';

describe('classifyRecipient', () => {
  it('accepts a checksummed address and refuses a changed character', () => {
    const ok = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(classifyRecipient('ethereum', ` ${ok} `, 'mainnet')).toEqual({ kind: 'address', address: ok });
    expect(classifyRecipient('ethereum', ok.replace('aAeb', 'aAEb'), 'mainnet').kind).toBe('invalid');
  });
  it('takes ENS-style and .bnb names as names', () => {
    expect(classifyRecipient('ethereum', 'vitalik.eth', 'mainnet')).toEqual({
      kind: 'name',
      name: 'vitalik.eth',
    });
    expect(classifyRecipient('binance_smart_chain', 'alice.bnb', 'mainnet').kind).toBe('name');
    expect(classifyRecipient('ethereum', 'pay.alice.eth', 'mainnet').kind).toBe('name');
  });
  it('says why anything else is not an address', () => {
    const r = classifyRecipient('ethereum', 'hello world', 'mainnet');
    expect(r.kind).toBe('invalid');
    expect(classifyRecipient('ethereum', 'alice', 'mainnet').kind).toBe('invalid');
    expect(classifyRecipient('ethereum', '', 'mainnet')).toEqual({ kind: 'empty' });
  });
  it('checks UTXO addresses on the network the app runs on', () => {
    const testnet = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'; // BIP173 vector
    expect(classifyRecipient('bitcoin', testnet, 'testnet').kind).toBe('address');
    expect(classifyRecipient('bitcoin', testnet, 'mainnet').kind).toBe('invalid');
  });
});
