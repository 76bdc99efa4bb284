// Stellar's constants and rules (spec/chains.md §4, §5, §9) checked offline.
import { TransactionBuilder, type Transaction, Networks } from '@stellar/stellar-base';
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../shared/chains/registry';
import { STELLAR_DECIMALS, TX_TIMEOUT_S, MEMO_TEXT_MAX_BYTES, STELLAR_ERRORS } from './constants';
import { resultMessage } from './errors';
import { buildEnvelope } from './logic/buildEnvelope';
import { transferFee } from './logic/fees';
import { intentMemo, stellarMemo } from './logic/memo';
import { createStellarWalletFamily } from './walletFamily';
import { createHttp } from '../../net/http';

const ME = 'GB3JDWCQJCWMJ3IILWIGDTQJJC5567PGVEVXSCVPEQOTDN64VJBDQBYX';
const BOB = 'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6';

describe('Stellar rules', () => {
  it('7 decimals, as the registry says; a 30 s timeout; 28-byte memo text', () => {
    expect(STELLAR_DECIMALS).toBe(7);
    expect(getChain('stellar').decimals).toBe(7);
    expect(TX_TIMEOUT_S).toBe(30);
    expect(MEMO_TEXT_MAX_BYTES).toBe(28);
  });

  it('a token send to a new destination costs a doubled base fee; nothing else does', () => {
    expect(transferFee(100n, { token: true, newDestination: true })).toBe(200n);
    expect(transferFee(100n, { token: true, newDestination: false })).toBe(100n);
    expect(transferFee(100n, { token: false, newDestination: true })).toBe(100n);
  });

  it('the envelope built carries an upper time bound 30 s after the family clock', () => {
    const now = 1_800_000_000_000;
    const b64 = buildEnvelope(
      {
        http: createHttp(),
        config: { horizonUrl: 'http://127.0.0.1:1', passphrase: Networks.STANDALONE },
        now: () => now,
      },
      {
        source: ME,
        sequence: 41n,
        fee: 100n,
        op: { type: 'payment', to: BOB, amount: 1n },
        memo: stellarMemo(undefined),
      },
    );
    const tx = TransactionBuilder.fromXDR(b64, Networks.STANDALONE) as Transaction;
    expect(tx.timeBounds).toEqual({ minTime: '0', maxTime: String(now / 1000 + 30) });
    expect(tx.sequence).toBe('42');
    expect(tx.fee).toBe('100');
  });

  it('memo: attached only when non-empty and valid', () => {
    expect(stellarMemo(undefined).type).toBe('none');
    expect(stellarMemo({ kind: 'text', value: '  ' }).type).toBe('none');
    expect(intentMemo({ kind: 'text', value: ' ' })).toBeUndefined();
    expect(stellarMemo({ kind: 'text', value: 'x'.repeat(28) }).type).toBe('text');
    expect(() => stellarMemo({ kind: 'text', value: 'x'.repeat(29) })).toThrow(STELLAR_ERRORS.memoTooLong);
    expect(stellarMemo({ kind: 'tag', value: '007' })).toMatchObject({ type: 'id', value: '7' });
    expect(intentMemo({ kind: 'tag', value: '007' })).toEqual({ kind: 'tag', value: '7' });
    expect(stellarMemo({ kind: 'text', value: 'AB'.repeat(32) }).type).toBe('hash');
  });

  it('result codes read as words, with the code kept', () => {
    expect(resultMessage({ transaction: 'tx_failed', operations: ['op_no_trust'] })).toBe(
      'The recipient does not trust this asset (op_no_trust)',
    );
    expect(resultMessage({ transaction: 'tx_failed', operations: ['op_src_not_authorized'] })).toBe(
      'You are not authorized (op_src_not_authorized)',
    );
    expect(resultMessage({ transaction: 'tx_bad_seq' })).toMatch(/sequence.*\(tx_bad_seq\)$/);
    expect(resultMessage({ transaction: 'tx_failed', operations: ['op_low_reserve'] })).toMatch(
      /\(op_low_reserve\)$/,
    );
    expect(resultMessage({ transaction: 'tx_weird' })).toBe('The network refused the transaction (tx_weird)');
  });

  it('a local profile without a Horizon says so instead of throwing at build time', async () => {
    const f = createStellarWalletFamily({ network: 'local', http: createHttp() });
    await expect(
      f.snapshot({ walletId: 'w', chainName: 'stellar', symbol: 'XLM', decimals: 7, address: ME, path: '' }),
    ).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('refuses a muxed or malformed recipient before anything is read', async () => {
    const f = createStellarWalletFamily({
      network: 'local',
      local: { horizonUrl: 'http://127.0.0.1:9' },
      http: createHttp({ retries: 0 }),
    });
    const coin = { walletId: 'w', chainName: 'stellar', symbol: 'XLM', decimals: 7, address: ME, path: '' };
    await expect(
      f.quote(coin, { to: 'GABC', amount: 1n, sendAll: false, feeOption: 'Normal' }),
    ).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });
});
