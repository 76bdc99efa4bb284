import { describe, expect, it } from 'vitest';
import { amountText } from './Amount';

describe('amountText', () => {
  it('signs history amounts with a true minus, and a zero not at all', () => {
    expect(amountText('-1.5', 'ETH', false, true)).toBe('−1.5 ETH');
    expect(amountText('2500', 'TRX', false, true)).toBe('+2,500 TRX');
    expect(amountText('0', 'ETH', false, true)).toBe('0 ETH');
  });

  it('shortens on lists and writes every decimal on detail screens', () => {
    expect(amountText('9998.498966855990673', 'ETH', false)).toBe('9,998.4989 ETH');
    expect(amountText('9998.498966855990673', 'ETH', true)).toBe('9,998.498966855990673 ETH');
  });
});
