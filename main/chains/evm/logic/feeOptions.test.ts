import { describe, expect, it } from 'vitest';
import { createEvmConfig } from '../config';
import { EVM_ERRORS } from '../errors';
import { customPricing, feeOptions } from './feeOptions';

const cfg = createEvmConfig({ profile: 'mainnet' });
const eth = cfg.chains.ethereum!;
const bsc = cfg.chains.binance_smart_chain!;

describe('feeOptions', () => {
  it('EIP-1559: Normal maxFee = max(gasPrice, 2 × base + tip), Recommended × 1.3 rounded up', () => {
    const [rec, normal] = feeOptions(eth, { gasPrice: 10n, baseFee: 1_000_000_001n, priorityFee: 3n });
    expect(normal).toEqual({ title: 'Normal', gasPrice: 2_000_000_005n, maxPriorityFeePerGas: 3n });
    expect(rec).toEqual({ title: 'Recommended', gasPrice: 2_600_000_007n, maxPriorityFeePerGas: 4n });
  });

  it('uses the chain default tip when blocks paid none, and the fees-info overrides when given', () => {
    expect(
      feeOptions(eth, { gasPrice: null, baseFee: 100n, priorityFee: null })[1]!.maxPriorityFeePerGas,
    ).toBe(10n ** 9n);
    const [rec] = feeOptions(
      eth,
      { gasPrice: null, baseFee: 100n, priorityFee: null },
      { multiplier: '2', maxPriorityFee: 1001n },
    );
    expect(rec).toEqual({ title: 'Recommended', gasPrice: 2n * (200n + 1001n), maxPriorityFeePerGas: 2002n });
  });

  it('legacy: gas price only, default multiplier 1.1 outside ethereum/polygon', () => {
    expect(feeOptions(bsc, { gasPrice: 3_000_000_000n, baseFee: 7n, priorityFee: 1n })).toEqual([
      { title: 'Recommended', gasPrice: 3_300_000_000n },
      { title: 'Normal', gasPrice: 3_000_000_000n },
    ]);
    expect(cfg.chains.polygon!.feeMultiplier).toBe('1.3');
  });

  it("'Fee data not available' with no gas price at all", () => {
    expect(() => feeOptions(bsc, { gasPrice: null, baseFee: null, priorityFee: null })).toThrow(
      EVM_ERRORS.noFeeData,
    );
    expect(() => feeOptions(eth, { gasPrice: 0n, baseFee: null, priorityFee: null })).toThrow(
      EVM_ERRORS.noFeeData,
    );
  });
});

describe('customPricing', () => {
  it("EIP-1559: the custom price is the cap, the tip stays Normal's but never above the cap", () => {
    expect(customPricing(eth, { gasPrice: 50n, maxPriorityFeePerGas: 7n }, 40n)).toEqual({
      gasPrice: 40n,
      maxPriorityFeePerGas: 7n,
    });
    expect(customPricing(eth, { gasPrice: 50n, maxPriorityFeePerGas: 7n }, 5n)).toEqual({
      gasPrice: 5n,
      maxPriorityFeePerGas: 5n,
    });
  });
  it('legacy: only a gas price', () => {
    expect(customPricing(bsc, { gasPrice: 3n }, 9n)).toEqual({ gasPrice: 9n });
  });
  it('refuses zero', () => {
    expect(() => customPricing(eth, { gasPrice: 50n }, 0n)).toThrow('greater than 0');
  });
});
