import { parseUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import { FEES_INFO_TTL_MS } from '../constants';
import type { EvmCtx } from '../ctx';
import { EVM_ERRORS } from '../errors';
import type { FeeOverrides } from './feeOptions';

export interface FeesInfo extends FeeOverrides {
  fetchedAt: number;
}

interface Wire {
  data?: { maxPriorityFee?: string | number; multiplier?: string | number };
}

/**
 * Fee overrides from the fees-info backend (`data.maxPriorityFee` in gwei, `data.multiplier`),
 * asked at most once per 8 hours: sooner, it refuses with the spec's time-limit text and
 * the caller keeps what it cached (spec §8, §9).
 */
export async function getFeesInfo(
  ctx: EvmCtx,
  p: { chain: string; lastFetchedAt?: number },
): Promise<FeesInfo> {
  const now = ctx.now();
  if (p.lastFetchedAt !== undefined && now - p.lastFetchedAt < FEES_INFO_TTL_MS)
    throw new AppError('RULE', EVM_ERRORS.feesInfoTimeLimit);
  if (!ctx.config.feesInfoUrl) throw new AppError('NOT_FOUND', 'No fees info service configured');
  const u = new URL(ctx.config.feesInfoUrl);
  u.searchParams.set('chain', p.chain);
  const { data } = await ctx.http.json<Wire>(u.toString());
  const info: FeesInfo = { fetchedAt: now };
  if (data?.multiplier !== undefined && /^\d+(\.\d+)?$/.test(String(data.multiplier)))
    info.multiplier = String(data.multiplier);
  if (data?.maxPriorityFee !== undefined) {
    const s = String(data.maxPriorityFee);
    const m = /^(\d+)(?:\.(\d+))?$/.exec(s);
    if (m) info.maxPriorityFee = parseUnits(`${m[1]}.${(m[2] ?? '0').slice(0, 9)}`, 9);
  }
  return info;
}
