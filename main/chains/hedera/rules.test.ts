import { describe, expect, it } from 'vitest';
import { FAMILY_CAPABILITIES } from '../../../shared/chains/capabilities';
import { hederaConfig } from './config';
import * as C from './constants';
import { hederaFamily } from './index';
import { feeAtRate, itemOf, memoText, mirrorTxId, stateOf } from './logic';
import { createHederaWalletFamily } from './walletFamily';

describe('Hedera constants (spec/chains.md §4, §7–§9) and descriptor', () => {
  it('holds the spec values and words', () => {
    expect(C.TINYBARS_PER_HBAR).toBe(100_000_000n);
    expect(C.HISTORY_LIMIT).toBe(20);
    expect(C.MEMO_MAX_BYTES).toBe(100);
    expect(C.HEDERA_ERRORS.noAccountId).toBe('No accountId found');
    expect(C.HEDERA_ERRORS.failed).toBe('Transaction failed');
  });

  it('offers text memos and HTS tokens; no keyed provider; local endpoints are loopback only', () => {
    expect(FAMILY_CAPABILITIES.hedera).toMatchObject({ memo: 'text', staking: false, customTokens: true });
    expect(hederaFamily.apiKeys).toEqual([]);
    expect(
      hederaFamily.localEndpoints.safeParse({
        mirrorUrl: 'https://mainnet-public.mirrornode.hedera.com',
        nodeUrl: 'http://127.0.0.1:50211',
      }).success,
    ).toBe(false);
    expect(
      hederaConfig('local', { mirrorUrl: 'http://127.0.0.1:1', nodeUrl: 'http://127.0.0.1:50211' })?.nodes,
    ).toEqual({ kind: 'local', address: '127.0.0.1:50211', nodeAccountId: '0.0.3' });
    expect(hederaConfig('mainnet')?.nodes).toEqual({ kind: 'sdk', name: 'mainnet' });
  });
});

describe('the fee: 0.0021 USD in HBAR at the exchange rate (spec §9)', () => {
  it('is 21 hundredths of a cent at cent_equivalent / hbar_equivalent, rounded up to the tinybar', () => {
    expect(feeAtRate({ cents: 12n, hbars: 1n })).toBe(1_750_000n);
    expect(feeAtRate({ cents: 30_000n, hbars: 1_000_000n })).toBe(700_000_000n);
    // 0.21 / 11 HBAR = 0.0190909… → 1_909_091 tinybars, never short of the dollar figure
    expect(feeAtRate({ cents: 11n, hbars: 1n })).toBe(1_909_091n);
  });
});

describe('Hedera history items', () => {
  const record = {
    transactionId: '0.0.1001-1700000000-000000001',
    timeMs: 1_700_000_001_000,
    name: 'CRYPTOTRANSFER',
    result: 'SUCCESS',
    chargedFee: 87_000n,
    memo: 'hi',
    transfers: [
      { account: '0.0.3', amount: 4_350n },
      { account: '0.0.98', amount: 82_650n },
      { account: '0.0.1001', amount: -100_087_000n },
      { account: '0.0.1002', amount: 100_000_000n },
    ],
  };

  it('a send: the amount without the fee, the fee apart, the user account as counterparty, the memo', () => {
    expect(itemOf(record, '0.0.1001')).toEqual({
      hash: '0.0.1001-1700000000-000000001',
      amount: '-100000000',
      status: 'success',
      date: 1_700_000_001_000,
      from: '0.0.1001',
      to: '0.0.1002',
      fee: '87000',
      memo: { kind: 'text', value: 'hi' },
    });
  });

  it('the receiving side sees the amount and the sender, no fee', () => {
    expect(itemOf(record, '0.0.1002')).toMatchObject({
      amount: '100000000',
      from: '0.0.1001',
      to: '0.0.1002',
    });
    expect(itemOf(record, '0.0.1002')).not.toHaveProperty('fee');
  });

  it('spec §4: SUCCESS when the result is SUCCESS, anything else failed', () => {
    expect(stateOf('SUCCESS')).toBe('success');
    expect(stateOf('INSUFFICIENT_ACCOUNT_BALANCE')).toBe('failed');
  });

  it('transaction ids in the mirror form', () => {
    expect(mirrorTxId('0.0.1001@1700000000.000000001')).toBe('0.0.1001-1700000000-000000001');
  });

  it('memos: text up to 100 bytes of UTF-8, no tags', () => {
    expect(memoText({ kind: 'text', value: 'x'.repeat(100) })).toBe('x'.repeat(100));
    expect(() => memoText({ kind: 'text', value: 'é'.repeat(51) })).toThrow(C.HEDERA_ERRORS.memoTooLong);
    expect(() => memoText({ kind: 'tag', value: '1' })).toThrow(C.HEDERA_ERRORS.noTagMemo);
  });
});

describe('the Hedera family', () => {
  it('on local without endpoints: builds, and its calls fail with a NETWORK error', async () => {
    const http = {
      request: () => Promise.reject(new Error('no')),
      json: () => Promise.reject(new Error('no')),
    };
    const f = createHederaWalletFamily({ network: 'local', http });
    expect(f.network).toBe('regtest');
    await expect(
      f.snapshot({
        walletId: 'w',
        chainName: 'hedera',
        symbol: 'HBAR',
        decimals: 8,
        address: '302a',
        path: '',
      }),
    ).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
