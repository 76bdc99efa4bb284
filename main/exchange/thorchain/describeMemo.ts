import { formatUnits } from '../../../shared/amount';
import { parseThorchainSwapMemo } from '../../../shared/exchange/thorchainMemo';
import { THORCHAIN_DECIMALS } from './types';

/** A THORChain swap memo in words for the review: what it swaps to, for whom, and its limit. */
export function describeMemo(memo: string, toSymbol: string): string {
  const parsed = parseThorchainSwapMemo(memo);
  if (!parsed.ok) return `Unreadable memo (${parsed.reason})`;
  const m = parsed.memo;
  const limit =
    m.limit > 0n
      ? `, receive at least ${formatUnits(m.limit, THORCHAIN_DECIMALS)} ${toSymbol} or be refunded`
      : ', no minimum to receive';
  const affiliate = m.affiliate ? `, affiliate ${m.affiliate.name} takes ${m.affiliate.feeBps} bps` : '';
  return `Swap to ${m.asset.id}, pay out to ${m.destination}${limit}${affiliate}`;
}
