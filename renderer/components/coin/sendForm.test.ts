import { describe, expect, it } from 'vitest';
import { amountProblem, sumUtxos, toSendForm, type SendDraft } from './sendForm';

const draft: SendDraft = {
  to: ' addr ',
  amount: '0.25',
  sendAll: false,
  feeOption: 'Recommended',
  selected: null,
};

describe('toSendForm', () => {
  it('trims and passes the typed amount', () => {
    expect(toSendForm('litecoin:native', draft, '1')).toEqual({
      coinId: 'litecoin:native',
      to: 'addr',
      amount: '0.25',
      sendAll: false,
      feeOption: 'Recommended',
    });
  });
  it('sends what is spendable under send-all', () => {
    expect(toSendForm('c', { ...draft, amount: '', sendAll: true }, '0.75')?.amount).toBe('0.75');
    expect(toSendForm('c', { ...draft, sendAll: true }, null)).toBeNull();
  });
  it('waits for a recipient, a valid amount and at least one chosen output', () => {
    expect(toSendForm('c', { ...draft, to: '  ' }, '1')).toBeNull();
    expect(toSendForm('c', { ...draft, amount: '1,5' }, '1')).toBeNull();
    expect(toSendForm('c', { ...draft, selected: [] }, '1')).toBeNull();
    expect(toSendForm('c', { ...draft, selected: [`${'a'.repeat(64)}:0`] }, '1')?.selectedUtxos).toEqual([
      `${'a'.repeat(64)}:0`,
    ]);
  });
});

describe('sumUtxos', () => {
  it('adds exactly in base units (no float drift)', () => {
    expect(sumUtxos(['0.1', '0.2'], 8)).toBe('0.3');
    expect(sumUtxos(['0.00000001', '20999999.99999999'], 8)).toBe('21000000');
    expect(sumUtxos([], 8)).toBe('0');
  });
});

describe('amountProblem', () => {
  it('says how to write an amount', () => {
    expect(amountProblem('')).toBeNull();
    expect(amountProblem('0.5')).toBeNull();
    expect(amountProblem('.5')).toBe('Enter an amount like 0.5');
  });
});
