import { describe, expect, it } from 'vitest';
import { checkedRate } from '../network/esplora';
import { rateFromPerKb } from '../network/blockcypher';
import { dustThreshold } from '../policy';
import { applyMultipliers } from './getFeeRates';
import { checkFeeRate } from './buildTransfer';

describe('fee rates', () => {
  it('applies Normal 1.4 and Recommended 1.65, rounding up', () => {
    expect(applyMultipliers('bitcoin', 20n)).toEqual({ base: 20n, normal: 28n, recommended: 33n });
    expect(applyMultipliers('bitcoin', 7n)).toEqual({ base: 7n, normal: 10n, recommended: 12n });
    expect(applyMultipliers('bitcoin', 10n, { normal: '1.1', recommended: '2' })).toEqual({
      base: 10n,
      normal: 11n,
      recommended: 20n,
    });
  });

  it('clamps to the maximum fee rate and the chain minimum', () => {
    expect(applyMultipliers('bitcoin', 9_000n).recommended).toBe(10_000n);
    expect(applyMultipliers('dogecoin', 2n).base).toBe(100n);
  });

  it("throws 'Invalid fees' for a rate of 0 or 1", () => {
    expect(() => checkedRate(0)).toThrow('Invalid fees');
    expect(() => checkedRate(1)).toThrow('Invalid fees');
    expect(() => checkedRate(0.7)).toThrow('Invalid fees');
    expect(checkedRate(2.01)).toBe(3n);
  });

  it('reads BlockCypher per-kB fees divided by 1024, with the 15360 fallback', () => {
    expect(rateFromPerKb(20480)).toBe(20n);
    expect(rateFromPerKb(undefined)).toBe(15n);
    expect(() => rateFromPerKb(1000)).toThrow('Invalid fees');
  });

  it('refuses a rate above the guard', () => {
    expect(() => checkFeeRate('bitcoin', 10_001n)).toThrow('Fee rate is above the maximum allowed');
    expect(() => checkFeeRate('bitcoin', 10_000n)).not.toThrow();
  });

  it('knows each chain’s dust', () => {
    expect(dustThreshold('bitcoin', 'p2pkh')).toBe(546n);
    expect(dustThreshold('bitcoin', 'p2wpkh')).toBe(294n);
    expect(dustThreshold('bitcoin', 'p2tr')).toBe(330n);
    expect(dustThreshold('litecoin', 'p2wpkh')).toBe(2940n);
    expect(dustThreshold('litecoin', 'p2pkh')).toBe(5460n);
    expect(dustThreshold('dogecoin', 'p2pkh')).toBe(1_000_000n);
    expect(dustThreshold('bitcoin_cash', 'p2pkh')).toBe(546n);
  });
});
