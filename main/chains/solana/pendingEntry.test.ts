import { describe, expect, it } from 'vitest';
import { lastValidHeightOf, pendingEntryOf } from './pendingEntry';

describe('solana pending entry', () => {
  it('keeps the expiry height exactly, past 2^53, and reads it back', () => {
    const e = pendingEntryOf({
      hash: 'sig',
      date: 1,
      kind: 'stake',
      lastValidBlockHeight: 2n ** 60n,
      signed: 'AA==',
    });
    expect(e.kind).toBe('stake');
    expect(lastValidHeightOf(JSON.parse(JSON.stringify(e)))).toBe(2n ** 60n);
  });

  it('reads nothing from a payload that is not a Solana payload (it is never called expired)', () => {
    expect(lastValidHeightOf(undefined)).toBeNull();
    expect(lastValidHeightOf({ hash: 'x', date: 1, kind: 'transfer', payload: { nonce: 3 } })).toBeNull();
    expect(
      lastValidHeightOf({
        hash: 'x',
        date: 1,
        kind: 'transfer',
        payload: { lastValidBlockHeight: 12, kind: 'transfer' },
      }),
    ).toBeNull();
  });
});
