import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  memoProblem,
  amountProblem,
  coinAmountOf,
  counterValue,
  customFeeProblem,
  sumUtxos,
  switchUnit,
  toSendForm,
  type SendDraft,
} from './sendForm';

const draft: SendDraft = { ...EMPTY_DRAFT, to: 'addr', amount: '0.25' };

describe('toSendForm', () => {
  it('passes the resolved recipient and the coin amount', () => {
    expect(toSendForm('litecoin:native', draft, 'addr', '0.25', '1')).toEqual({
      coinId: 'litecoin:native',
      to: 'addr',
      amount: '0.25',
      sendAll: false,
      feeOption: 'Recommended',
    });
  });
  it('sends what is spendable under send-all', () => {
    expect(toSendForm('c', { ...draft, sendAll: true }, 'a', null, '0.75')?.amount).toBe('0.75');
    expect(toSendForm('c', { ...draft, sendAll: true }, 'a', '1', null)).toBeNull();
  });
  it('waits for a recipient, a valid amount and at least one chosen output', () => {
    expect(toSendForm('c', draft, null, '1', '1')).toBeNull();
    expect(toSendForm('c', draft, 'a', null, '1')).toBeNull();
    expect(toSendForm('c', { ...draft, selected: [] }, 'a', '1', '1')).toBeNull();
    expect(
      toSendForm('c', { ...draft, selected: [`${'a'.repeat(64)}:0`] }, 'a', '1', '1')?.selectedUtxos,
    ).toEqual([`${'a'.repeat(64)}:0`]);
  });
  it('carries a custom fee only with Custom, and waits for a readable one', () => {
    const c = { ...draft, feeOption: 'Custom' as const, customFee: ' 7.5 ' };
    expect(toSendForm('c', c, 'a', '1', '1')).toMatchObject({ feeOption: 'Custom', customFee: '7.5' });
    expect(toSendForm('c', { ...c, customFee: '7,5' }, 'a', '1', '1')).toBeNull();
    expect(toSendForm('c', { ...draft, customFee: '7' }, 'a', '1', '1')).not.toHaveProperty('customFee');
  });
});

describe('amounts in fiat', () => {
  const fiat: SendDraft = { ...draft, amount: '100', amountUnit: 'fiat' };
  it('converts fiat to the coin, rounded down to its decimals', () => {
    expect(coinAmountOf(fiat, '3000', 18)).toBe('0.033333333333333333');
    expect(coinAmountOf(fiat, '3000', 8)).toBe('0.03333333');
    expect(coinAmountOf(fiat, null, 8)).toBeNull();
    expect(coinAmountOf(fiat, '0', 8)).toBeNull();
  });
  it('refuses more places than the coin has instead of rounding what was typed', () => {
    expect(coinAmountOf({ ...draft, amount: '0.123456789' }, '1', 8)).toBeNull();
    expect(amountProblem({ ...draft, amount: '0.123456789' }, '1', 8, 'USD')).toBe(
      'This coin has at most 8 decimal places',
    );
  });
  it('shows the other unit and switching keeps the meaning', () => {
    expect(counterValue(draft, '3000.015', 18, 'USD')).toBe('750.00'); // 0.25 × 3000.015 = 750.00375
    expect(counterValue(fiat, '3000', 8, 'USD')).toBe('0.03333333');
    const switched = switchUnit(draft, '3000', 18, 'USD');
    expect(switched).toMatchObject({ amountUnit: 'fiat', amount: '750.00' });
    expect(switchUnit(switched, '3000', 18, 'USD')).toMatchObject({ amountUnit: 'coin', amount: '0.25' });
  });
  it('says when no price is there to convert with', () => {
    expect(amountProblem(fiat, null, 8, 'EUR')).toBe(
      'No EUR price is available; enter the amount in the coin',
    );
    expect(amountProblem(fiat, '2', 8, 'EUR')).toBeNull();
  });
});

describe('sumUtxos', () => {
  it('adds exactly in base units (no float drift)', () => {
    expect(sumUtxos(['0.1', '0.2'], 8)).toBe('0.3');
    expect(sumUtxos(['0.00000001', '20999999.99999999'], 8)).toBe('21000000');
    expect(sumUtxos([], 8)).toBe('0');
  });
});

describe('problems', () => {
  it('says how to write an amount and a fee rate', () => {
    expect(amountProblem({ ...draft, amount: '' }, null, 8, 'USD')).toBeNull();
    expect(amountProblem(draft, null, 8, 'USD')).toBeNull();
    expect(amountProblem({ ...draft, amount: '.5' }, null, 8, 'USD')).toBe('Enter an amount like 0.5');
    expect(customFeeProblem({ ...draft, feeOption: 'Custom' })).toBe('Enter a fee rate');
    expect(customFeeProblem({ ...draft, feeOption: 'Custom', customFee: 'x' })).toBe(
      'Enter a fee rate like 1.5',
    );
    expect(customFeeProblem({ ...draft, feeOption: 'Normal', customFee: 'x' })).toBeNull();
  });
});

describe('memo', () => {
  const d: SendDraft = { ...EMPTY_DRAFT, to: 'addr', amount: '1' };
  it('goes with the form only where the chain takes one, as the kind it takes', () => {
    expect(toSendForm('c', { ...d, memo: 'rent' }, 'a', '1', '1', 'none')).not.toHaveProperty('memo');
    expect(toSendForm('c', { ...d, memo: ' rent ' }, 'a', '1', '1', 'text')?.memo).toEqual({
      kind: 'text',
      value: 'rent',
    });
    expect(toSendForm('c', { ...d, memo: '12345' }, 'a', '1', '1', 'tag')?.memo).toEqual({
      kind: 'tag',
      value: '12345',
    });
    expect(toSendForm('c', { ...d, memo: '' }, 'a', '1', '1', 'tag')).not.toHaveProperty('memo');
  });

  it('a tag is a 64-bit whole number; a text memo has a length limit', () => {
    expect(memoProblem({ ...d, memo: '12a' }, 'tag')).toBe('A tag is a whole number');
    expect(memoProblem({ ...d, memo: '18446744073709551616' }, 'tag')).toBe('A tag is a whole number');
    expect(memoProblem({ ...d, memo: '18446744073709551615' }, 'tag')).toBeNull();
    expect(memoProblem({ ...d, memo: 'x'.repeat(513) }, 'text')).toMatch(/at most 512/);
    expect(toSendForm('c', { ...d, memo: '12a' }, 'a', '1', '1', 'tag')).toBeNull();
  });
});
