// Every XRP constant of spec/chains.md §9 and the spec's error text, held here so a change
// to one is a decision.
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../shared/chains/registry';
import {
  DEFAULT_BASE_FEE,
  DEFAULT_RESERVE_BASE,
  DROPS_PER_XRP,
  HISTORY_LIMIT,
  LAST_LEDGER_OFFSET,
  MAX_DESTINATION_TAG,
  RIPPLE_ERRORS,
} from './constants';
import { destinationTagOf } from './logic';

describe('XRP constants (spec §9)', () => {
  it('6 decimals, 10 XRP default minimum balance, 0.00001 XRP default base fee, 20 history items', () => {
    expect(getChain('ripple').decimals).toBe(6);
    expect(DROPS_PER_XRP).toBe(10n ** 6n);
    expect(DEFAULT_RESERVE_BASE).toBe(10_000_000n);
    expect(DEFAULT_BASE_FEE).toBe(10n);
    expect(HISTORY_LIMIT).toBe(20);
    expect(LAST_LEDGER_OFFSET).toBe(20);
  });

  it('spec §5’s new-account message, word for word', () => {
    expect(RIPPLE_ERRORS.newAccountMinimum('10')).toBe(
      'The account does not exist on the ripple so transaction must be greater than or equal to 10 XRP',
    );
  });

  it('spec §4: the destination tag comes from the memo only as a 32-bit number', () => {
    expect(destinationTagOf(undefined)).toBeUndefined();
    expect(destinationTagOf('0')).toBe(0);
    expect(destinationTagOf(MAX_DESTINATION_TAG.toString())).toBe(4294967295);
    for (const bad of ['4294967296', '99999999999', '-1', '1.5', 'abc', ''])
      expect(() => destinationTagOf(bad)).toThrow(RIPPLE_ERRORS.tagRange);
  });
});
