import type { HederaCtx } from '../ctx';
import { FEE_USD_CENT_HUNDREDTHS, TINYBARS_PER_HBAR } from '../constants';
import { mirrorOf } from '../network';

/**
 * spec §9: 0.0021 USD (or another price, as for an association) in tinybars at the exchange rate (cent_equivalent cents buy
 * hbar_equivalent HBAR), rounded up so the fee never falls short of the dollar figure.
 */
export function feeAtRate(
  rate: { cents: bigint; hbars: bigint },
  usdCentHundredths: bigint = FEE_USD_CENT_HUNDREDTHS,
): bigint {
  const num = usdCentHundredths * rate.hbars * TINYBARS_PER_HBAR;
  const den = 100n * rate.cents;
  return (num + den - 1n) / den;
}

/** The fee of a transfer now: the mirror's current rate (spec §7: network/exchangerate). */
export async function transferFee(ctx: HederaCtx): Promise<bigint> {
  return feeAtRate(await mirrorOf(ctx).exchangeRate());
}
