import { describe, expect, it } from 'vitest';
import { getChain } from '../../../shared/chains/registry';
import { FAMILY_CAPABILITIES } from '../../../shared/chains/capabilities';
import {
  CONFIRM_POLICY,
  DEFAULT_COMMENT,
  FEE_PAD,
  JETTON_ATTACH,
  JETTON_FEE_ADD,
  SEND_MODE,
  TON_DECIMALS,
} from './constants';
import { tonFamily } from './index';

describe('TON constants (spec/chains.md §4, §9)', () => {
  it('holds the spec’s numbers', () => {
    expect(TON_DECIMALS).toBe(9);
    expect(getChain('ton').decimals).toBe(TON_DECIMALS);
    expect(FEE_PAD).toBe(15_000n);
    expect(JETTON_ATTACH).toBe(200_000_000n);
    expect(JETTON_FEE_ADD).toBe(200_000_000n + 15_000n);
    expect(DEFAULT_COMMENT.startsWith('Transfer from ')).toBe(true);
    expect(CONFIRM_POLICY).toEqual({ intervalMs: 10_000, tries: 5 });
    // pay the fees apart from the value, ignore errors: never 128 (the whole balance)
    expect(SEND_MODE).toBe(3);
  });

  it('offers custom jettons and text comments', () => {
    expect(FAMILY_CAPABILITIES.ton).toMatchObject({ customTokens: true, memo: 'text' });
    expect(tonFamily.localEndpoints.safeParse({ toncenterUrl: 'https://toncenter.com' }).success).toBe(false);
    expect(tonFamily.localEndpoints.safeParse({ toncenterUrl: 'http://127.0.0.1:8081' }).success).toBe(true);
  });
});
