import { describe, expect, it } from 'vitest';
import { monogram } from './monogram';

describe('monogram', () => {
  it('takes the symbol up to four letters or digits, else three, upper-cased', () => {
    expect(monogram('usdt').letters).toBe('USDT');
    expect(monogram('BTC').letters).toBe('BTC');
    expect(monogram('1INCH').letters).toBe('1IN');
    expect(monogram('W.E').letters).toBe('WE');
    expect(monogram('...').letters).toBe('?');
  });
  it('gives one symbol one hue whatever its case, and different symbols different hues', () => {
    expect(monogram('eth').hue).toBe(monogram('ETH').hue);
    expect(monogram('ETH').hue).not.toBe(monogram('BTC').hue);
    expect(monogram('ETH').hue).toBeGreaterThanOrEqual(0);
    expect(monogram('ETH').hue).toBeLessThan(360);
  });
});
