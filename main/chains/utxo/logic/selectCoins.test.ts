import { describe, expect, it } from 'vitest';
import { feeFor, selectCoins, type Coin, type SelectCoinsParams } from './selectCoins';

const coin = (value: bigint, type: Coin['type'] = 'p2wpkh'): Coin => ({ value, type });
const base = (over: Partial<SelectCoinsParams<Coin>>): SelectCoinsParams<Coin> => ({
  coins: [],
  amount: 0n,
  feeRate: 10n,
  recipientType: 'p2wpkh',
  changeType: 'p2wpkh',
  dustLimit: 294n,
  mode: 'auto',
  ...over,
});
const total = (cs: readonly Coin[]) => cs.reduce((s, c) => s + c.value, 0n);

describe('selectCoins', () => {
  it('finds a changeless exact match instead of making change', () => {
    const exactFee = feeFor([coin(0n)], ['p2wpkh'], 10n);
    const coins = [coin(500_000n), coin(100_000n + exactFee), coin(300_000n)];
    const r = selectCoins(base({ coins, amount: 100_000n }));
    expect(r.selected).toEqual([coins[1]]);
    expect(r.change).toBe(0n);
    expect(r.fee).toBe(exactFee);
  });

  it('makes change when no changeless set exists, and the books balance', () => {
    const coins = [coin(50_000n), coin(400_000n), coin(70_000n)];
    const r = selectCoins(base({ coins, amount: 100_000n }));
    expect(r.selected).toEqual([coins[1]]);
    expect(r.change).toBeGreaterThan(294n);
    expect(total(r.selected)).toBe(r.amount + r.fee + r.change);
    expect(r.fee).toBe(feeFor(r.selected, ['p2wpkh', 'p2wpkh'], 10n));
  });

  it('gives dust change to the fee rather than creating a dust output', () => {
    const fee1 = feeFor([coin(0n)], ['p2wpkh'], 10n);
    const coins = [coin(100_000n + fee1 + 1_000n)]; // too much for changeless BnB window? still below change cost+dust
    const r = selectCoins(base({ coins, amount: 100_000n, dustLimit: 5_000n }));
    expect(r.change).toBe(0n);
    expect(r.fee).toBe(fee1 + 1_000n);
  });

  it('combines coins when one is not enough and drops coins it did not need', () => {
    const coins = [coin(60_000n), coin(60_000n), coin(1_000n)];
    const r = selectCoins(base({ coins, amount: 100_000n }));
    expect(r.selected).toHaveLength(2);
    expect(r.selected).not.toContain(coins[2]);
  });

  it('skips coins that cost more to spend than they hold', () => {
    const coins = [coin(600n), coin(200_000n)];
    const r = selectCoins(base({ coins, amount: 100_000n, feeRate: 10n }));
    expect(r.selected).toEqual([coins[1]]);
  });

  it('manual mode spends exactly the given coins', () => {
    const coins = [coin(60_000n), coin(80_000n, 'p2pkh')];
    const r = selectCoins(base({ coins, amount: 50_000n, mode: 'manual' }));
    expect(r.selected).toEqual(coins);
    expect(total(r.selected)).toBe(r.amount + r.fee + r.change);
  });

  it('send-all spends everything with no change', () => {
    const coins = [coin(60_000n), coin(80_000n, 'p2tr')];
    const r = selectCoins(base({ coins, mode: 'sendAll' }));
    expect(r.change).toBe(0n);
    expect(r.amount).toBe(140_000n - feeFor(coins, ['p2wpkh'], 10n));
  });

  it.each([
    ['no coins', base({ amount: 1n })],
    ['too little', base({ coins: [coin(50_000n)], amount: 50_000n })],
    ['manual too little', base({ coins: [coin(50_000n)], amount: 49_900n, mode: 'manual' })],
    ['send-all of dust', base({ coins: [coin(1_200n)], mode: 'sendAll' })],
  ])("refuses %s with 'Insufficient balance to broadcast transaction'", (_n, p) => {
    expect(() => selectCoins(p)).toThrow('Insufficient balance to broadcast transaction');
  });
});
