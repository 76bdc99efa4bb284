import { describe, expect, it } from 'vitest';
import { rememberTxToast, takeTxToast, txStatusToast } from './txToasts';

const base = {
  coinId: 'litecoin:native',
  hash: 'ab',
  kind: 'transfer',
  symbol: 'LTC',
  amount: '0.25',
} as const;

describe('txStatusToast', () => {
  it('leaves submitted to the screen that sent', () => {
    expect(txStatusToast({ ...base, status: 'submitted' })).toBeNull();
  });
  it('says what was sent once confirmed', () => {
    expect(txStatusToast({ ...base, status: 'confirmed' })).toEqual({
      kind: 'success',
      title: '0.25 LTC sent',
    });
  });
  it('gives the spec text when waiting gave up', () => {
    const t = txStatusToast({ ...base, status: 'pending' })!;
    expect(`${t.title}: ${t.body}`).toBe(
      'Transaction pending: Transaction take too long. Please check again later',
    );
    expect(t.kind).toBe('warning');
  });
  it('says a replaced transaction was not sent by this one, never "sent"', () => {
    const t = txStatusToast({ ...base, status: 'replaced' })!;
    expect(t).toMatchObject({ kind: 'warning', title: 'Transaction replaced' });
    expect(t.body).toContain('0.25 LTC was not sent by this one');
  });
  it('reports a failure as an error', () => {
    expect(txStatusToast({ ...base, status: 'failed' })?.kind).toBe('error');
  });
});

describe('tx toast ids', () => {
  it('hands the id back once, then forgets it', () => {
    rememberTxToast('h1', 7);
    expect(takeTxToast('h1')).toBe(7);
    expect(takeTxToast('h1')).toBeUndefined();
  });
});
