import { describe, expect, it } from 'vitest';
import { quoteRuleToastKey } from './useQuoteRuleToast';

const form = { coinId: 'polkadot:native', to: '1abc', amount: '0.5' };
const rule = { code: 'RULE' as const, message: 'Receiver address should have minimum 1 DOT' };

describe('quoteRuleToastKey', () => {
  it('a RULE refusal of a form is toasted, once per form and message', () => {
    const key = quoteRuleToastKey(form, rule);
    expect(key).toContain('Receiver address should have minimum 1 DOT');
    expect(quoteRuleToastKey({ ...form }, rule)).toBe(key);
    expect(quoteRuleToastKey({ ...form, amount: '0.6' }, rule)).not.toBe(key);
  });

  it('other refusals stay inline: network trouble, a memo the form asks for, no form', () => {
    expect(quoteRuleToastKey(form, { code: 'NETWORK', message: 'timeout' })).toBeNull();
    expect(quoteRuleToastKey(form, { code: 'MEMO_REQUIRED', message: 'memo' })).toBeNull();
    expect(quoteRuleToastKey(null, rule)).toBeNull();
    expect(quoteRuleToastKey(form, null)).toBeNull();
  });
});
