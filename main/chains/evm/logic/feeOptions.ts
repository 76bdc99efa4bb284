import { mulDecimalCeil } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import type { EvmChainConfig } from '../config';
import { EVM_ERRORS } from '../errors';
import type { FeeData } from '../network';

export type FeeTitle = 'Recommended' | 'Normal';

/** A gas price choice. On type-2 chains `gasPrice` is the maxFeePerGas. */
export interface GasPricing {
  gasPrice: bigint;
  maxPriorityFeePerGas?: bigint;
}

export interface EvmFeeOption extends GasPricing {
  title: FeeTitle;
}

export interface FeeOverrides {
  /** from the fees-info backend: replaces the chain's multiplier */
  multiplier?: string;
  /** from the fees-info backend, wei */
  maxPriorityFee?: bigint;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Normal and Recommended prices from raw fee data, exact integer math only.
 * Legacy: Normal = gas price. EIP-1559: Normal maxFee = max(gas price, 2 × next base fee +
 * tip), so it survives a few full blocks; tip from fee history, else the chain default.
 * Recommended = Normal × the chain's multiplier (rounded up).
 */
export function feeOptions(cfg: EvmChainConfig, data: FeeData, o: FeeOverrides = {}): EvmFeeOption[] {
  const m = o.multiplier ?? cfg.feeMultiplier;
  if (cfg.legacyGas || data.baseFee === null) {
    if (data.gasPrice === null || data.gasPrice === 0n) throw new AppError('NETWORK', EVM_ERRORS.noFeeData);
    const normal = data.gasPrice;
    const mk = (title: FeeTitle, gasPrice: bigint): EvmFeeOption =>
      cfg.legacyGas
        ? { title, gasPrice }
        : {
            title,
            gasPrice,
            maxPriorityFeePerGas: min(gasPrice, o.maxPriorityFee ?? cfg.defaultPriorityFee),
          };
    return [mk('Recommended', mulDecimalCeil(normal, m)), mk('Normal', normal)];
  }
  const tip = o.maxPriorityFee ?? data.priorityFee ?? cfg.defaultPriorityFee;
  const normalMax = max(data.gasPrice ?? 0n, 2n * data.baseFee + tip);
  const recMax = mulDecimalCeil(normalMax, m);
  return [
    { title: 'Recommended', gasPrice: recMax, maxPriorityFeePerGas: min(recMax, mulDecimalCeil(tip, m)) },
    { title: 'Normal', gasPrice: normalMax, maxPriorityFeePerGas: min(normalMax, tip) },
  ];
}

/**
 * The user's own price (wei per gas). On type-2 chains it is the maxFeePerGas, and the tip
 * stays the Normal option's (never above the cap): a custom fee is about how much the
 * user will pay at most, not about bribing the block producer.
 */
export function customPricing(cfg: EvmChainConfig, normal: GasPricing, gasPrice: bigint): GasPricing {
  if (gasPrice <= 0n) throw new AppError('BAD_INPUT', 'Enter a custom fee greater than 0');
  if (cfg.legacyGas) return { gasPrice };
  const tip = normal.maxPriorityFeePerGas ?? cfg.defaultPriorityFee;
  return { gasPrice, maxPriorityFeePerGas: min(gasPrice, tip) };
}
