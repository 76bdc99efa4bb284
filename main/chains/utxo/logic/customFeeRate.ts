import { AppError } from '../../../../shared/errors';

/**
 * A fee rate the user typed, in whole sat/vB. Nodes relay nothing under 1 sat/vB, and the
 * transaction builder counts fees in whole satoshis per vbyte, so a fraction is refused
 * rather than silently rounded to a rate the user did not choose.
 */
export function customFeeRate(text: string): bigint {
  if (!/^\d{1,7}$/.test(text)) throw new AppError('BAD_INPUT', 'Enter a whole number of sat/vB');
  const rate = BigInt(text);
  if (rate < 1n) throw new AppError('BAD_INPUT', 'The fee rate must be at least 1 sat/vB');
  return rate;
}
