import { describe, expect, it } from 'vitest';
import { pricesOf } from './chainParams';
import { bandwidthBytes, tronFee, type FeeInput } from './fees';

const prices = pricesOf(new Map());
const base: FeeInput = {
  bytes: 270n,
  bandwidth: { freeLeft: 0n, stakedLeft: 0n },
  prices,
  createsAccount: false,
  memo: false,
};

describe('Tron chain prices (spec §9 defaults, the chain overrides)', () => {
  it('defaults: energy 420, transaction 1000, memo 1000000, account creation 100000 each', () => {
    expect(prices).toEqual({
      energyFee: 420n,
      transactionFee: 1000n,
      memoFee: 1_000_000n,
      createAccountFee: 100_000n,
      createNewAccountFee: 100_000n,
    });
  });

  it("uses the chain's published value, a zero one included", () => {
    const p = pricesOf(
      new Map([
        ['getEnergyFee', 210n],
        ['getMemoFee', 0n],
        ['getCreateNewAccountFeeInSystemContract', 1_000_000n],
      ]),
    );
    expect(p).toMatchObject({
      energyFee: 210n,
      memoFee: 0n,
      createNewAccountFee: 1_000_000n,
      transactionFee: 1000n,
    });
  });
});

describe('Tron fees, the way the chain charges them', () => {
  it('bandwidth is the raw bytes plus 67 per signature', () => {
    expect(bandwidthBytes('00'.repeat(200))).toBe(267n);
    expect(bandwidthBytes('00'.repeat(200), 2)).toBe(334n);
  });

  it('burns every byte at the transaction fee when neither staked nor free bandwidth covers them', () => {
    const f = tronFee({ ...base, bandwidth: { freeLeft: 269n, stakedLeft: 269n } });
    expect(f.total).toBe(270_000n);
    expect(f.bandwidth).toEqual({ used: 270n, covered: 0n });
  });

  it('burns nothing when staked or free bandwidth covers the bytes', () => {
    expect(tronFee({ ...base, bandwidth: { freeLeft: 0n, stakedLeft: 270n } }).total).toBe(0n);
    const free = tronFee({ ...base, bandwidth: { freeLeft: 600n, stakedLeft: 0n } });
    expect(free.total).toBe(0n);
    expect(free.bandwidth.covered).toBe(270n);
  });

  it('a new recipient: both creation fees without staked bandwidth (free cannot pay), one with it', () => {
    const p = { ...prices, createNewAccountFee: 1_000_000n };
    const noStake = tronFee({
      ...base,
      prices: p,
      createsAccount: true,
      bandwidth: { freeLeft: 600n, stakedLeft: 0n },
    });
    expect(noStake).toMatchObject({ total: 1_100_000n, accountCreation: 1_100_000n, bandwidthBurn: 0n });
    const staked = tronFee({
      ...base,
      prices: p,
      createsAccount: true,
      bandwidth: { freeLeft: 0n, stakedLeft: 270n },
    });
    expect(staked).toMatchObject({ total: 1_000_000n, bandwidth: { used: 270n, covered: 270n } });
  });

  it('a memo adds the memo fee', () => {
    expect(tronFee({ ...base, memo: true, bandwidth: { freeLeft: 600n, stakedLeft: 0n } }).total).toBe(
      1_000_000n,
    );
  });

  it('energy: staked energy first, the rest burnt at the energy price', () => {
    const f = tronFee({
      ...base,
      bandwidth: { freeLeft: 600n, stakedLeft: 0n },
      energy: { needed: 31_895n, left: 10_000n },
    });
    expect(f.energy).toEqual({ used: 31_895n, covered: 10_000n });
    expect(f.energyBurn).toBe(21_895n * 420n);
    expect(f.total).toBe(21_895n * 420n);
    expect(
      tronFee({ ...base, bandwidth: { freeLeft: 600n, stakedLeft: 0n }, energy: { needed: 5n, left: 9n } })
        .total,
    ).toBe(0n);
  });

  it('the most it can burn, whatever the resources when it lands: every byte, or the creation fees, and the memo', () => {
    const covered = { freeLeft: 600n, stakedLeft: 600n };
    expect(tronFee({ ...base, bandwidth: covered }).max).toBe(270_000n);
    expect(tronFee({ ...base, bandwidth: covered, memo: true }).max).toBe(1_270_000n);
    const p = { ...prices, createNewAccountFee: 1_000_000n };
    expect(tronFee({ ...base, prices: p, bandwidth: covered, createsAccount: true }).max).toBe(1_100_000n);
    // creation fees below the bytes' burn (a long transaction): the bytes are the most
    expect(tronFee({ ...base, bytes: 2_000n, bandwidth: covered, createsAccount: true }).max).toBe(
      2_000_000n,
    );
  });
});
