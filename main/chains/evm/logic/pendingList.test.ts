import { describe, expect, it } from 'vitest';
import { addPending, pendingKey, removeConfirmed, withStatuses, type PendingEvmTx } from './pendingList';

const tx = (hash: string, nonce: number, date = nonce): PendingEvmTx => ({
  hash,
  nonce,
  date,
  data: '0x',
  value: '1',
  from: '0xA',
  to: '0xB',
});

describe('pending list', () => {
  it('keys by chain, symbol and lower-cased address', () => {
    expect(pendingKey('ethereum', 'ETH', '0xAbC')).toBe('ethereum:ETH:0xabc');
  });

  it('PENDING for the lowest nonce (a replacement shares it), QUEUE for the rest', () => {
    const list = [tx('0x3', 7), tx('0x1', 5), tx('0x2', 6), tx('0x1b', 5, 99)];
    expect(withStatuses(list).map((t) => [t.hash, t.status])).toEqual([
      ['0x1', 'PENDING'],
      ['0x1b', 'PENDING'],
      ['0x2', 'QUEUE'],
      ['0x3', 'QUEUE'],
    ]);
  });

  it('add replaces the same hash; confirmed nonces and counts remove entries', () => {
    let list = addPending([], tx('0x1', 5));
    list = addPending(list, { ...tx('0x1', 5), date: 42 });
    expect(list).toEqual([{ ...tx('0x1', 5), date: 42 }]);
    list = [tx('0x1', 5), tx('0x1b', 5), tx('0x2', 6)];
    expect(removeConfirmed(list, { confirmedNonces: [5] }).map((t) => t.hash)).toEqual(['0x2']);
    expect(removeConfirmed(list, { confirmedCount: 7 })).toEqual([]);
    expect(removeConfirmed(list, {})).toEqual(list);
  });
});
