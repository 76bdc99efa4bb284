import { useMemo, useState } from 'react';
import type { PriceRange } from '../../../shared/contract/priceHistory';
import { usePriceHistory } from '../../hooks/usePriceHistory';
import { marketSymbol } from '../../wallet/portfolio';
import { priceLine } from '../../wallet/portfolioSeries';
import { ChartBody, type ChartState } from './ChartBody';
import { changePercent, isNoSource, NO_SOURCE_HINT, RANGE_WORDS } from './chartFormat';
import { RangePicker } from './RangePicker';

/** A coin page's chart: the coin's price over the range in the local currency. */
export function CoinPriceChart({ symbol }: { symbol: string }) {
  const [range, setRange] = useState<PriceRange>('7d');
  const market = marketSymbol(symbol);
  const symbols = useMemo(() => (market ? [market] : []), [market]);
  const history = usePriceHistory(symbols, range);
  const series = history.data?.series.find((s) => s.symbol === market);
  const points = useMemo(() => priceLine(series), [series]);
  const currency = history.data?.currency ?? 'USD';

  let state: ChartState;
  if (!market) state = { kind: 'empty', message: `${symbol} has no market price.` };
  else if (isNoSource(history.error)) state = { kind: 'empty', message: NO_SOURCE_HINT };
  else if (history.error)
    state = {
      kind: 'error',
      message: `Price history failed: ${history.error.message}`,
      retry: () => void history.refetch(),
    };
  else if (!history.data) state = { kind: 'loading' };
  else if (points.length === 0)
    state =
      series?.missing === 'unavailable'
        ? {
            kind: 'error',
            message: 'Price history could not be loaded: the price source did not answer.',
            retry: () => void history.refetch(),
          }
        : { kind: 'empty', message: `No price history is known for ${symbol}.` };
  else state = { kind: 'ready', points, busy: history.isPlaceholderData || history.isFetching };

  const change = points.length > 1 ? changePercent(points[0]!.value, points[points.length - 1]!.value) : null;
  return (
    <section className="card chart-card" aria-labelledby="price-chart-title" data-testid="price-chart">
      <div className="chart-head">
        <h2 id="price-chart-title">{symbol} price</h2>
        {change && state.kind === 'ready' && (
          <span
            className={`chart-change ${change.startsWith('+') ? 'up' : 'down'}`}
            title={RANGE_WORDS[range]}
          >
            {change}
          </span>
        )}
        <div className="chart-controls">
          <RangePicker value={range} onChange={setRange} />
        </div>
      </div>
      <ChartBody state={state} currency={currency} range={range} label={`${symbol} price`} />
    </section>
  );
}
