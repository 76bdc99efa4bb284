import { describe, expect, it } from 'vitest';
import { FAMILY_CAPABILITIES } from '../../../shared/chains/capabilities';
import * as C from './constants';
import { tronFamily } from './index';

describe('Tron constants (spec/chains.md §9) and descriptor', () => {
  it('holds the spec values', () => {
    expect(C.DEFAULT_ENERGY_FEE).toBe(420n);
    expect(C.DEFAULT_TRANSACTION_FEE).toBe(1000n);
    expect(C.DEFAULT_MEMO_FEE).toBe(1_000_000n);
    expect(C.DEFAULT_CREATE_ACCOUNT_FEE).toBe(100_000n);
    expect(C.TOKEN_FEE_LIMIT).toBe(1_000_000_000n);
    expect(C.SIGNATURE_BYTES).toBe(67n);
    expect(C.DEFAULT_TOKEN_DECIMALS).toBe(6);
    expect(C.ACCOUNT_CACHE_MS).toBe(10_000);
    expect(C.HISTORY_LIMIT).toBe(20);
    expect(C.CLAIM_INTERVAL_MS).toBe(24 * 3600 * 1000);
    expect(C.TRON_ERRORS.disabledUnstaking).toBe(
      'Unstaking is currently unavailable because the maximum limit has been reached.',
    );
    expect(C.TRON_ERRORS.noResult).toBe('Something went wrong');
  });

  it('offers custom tokens, text memos and staking, and reads the TronGrid key', () => {
    expect(FAMILY_CAPABILITIES.tron).toMatchObject({ customTokens: true, memo: 'text', staking: true });
    expect(tronFamily.apiKeys.map((k) => k.id)).toEqual(['trongrid']);
    expect(tronFamily.localEndpoints.safeParse({ nodeUrl: 'https://api.trongrid.io' }).success).toBe(false);
  });
});
