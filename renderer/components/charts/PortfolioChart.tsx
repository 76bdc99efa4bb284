import { useMemo, useState } from 'react';
import type { PriceRange } from '../../../shared/contract/priceHistory';
import type { CoinView } from '../../../shared/contract/wallets';
import { useCallQuery } from '../../hooks/useCall';
import { usePriceHistory } from '../../hooks/usePriceHistory';
import { holdingsBySymbol, portfolioSeries, type Holding } from '../../wallet/portfolioSeries';
import { ChartBody, type ChartState } from './ChartBody';
import { changePercent, isNoSource, NO_SOURCE_HINT, RANGE_WORDS } from './chartFormat';
import { RangePicker } from './RangePicker';

interface PortfolioChartProps {
  coins: readonly CoinView[];
  /** coin id → balance of the current wallet; undefined while loading */
  balances: ReadonlyMap<string, string | null> | undefined;
  /** offer "All wallets" beside "This wallet" */
  multiWallet: boolean;
  privacy: boolean;
}

type Scope = 'wallet' | 'all';

/** Home's chart: what today's holdings were worth over the range, for this wallet or all of them. */
export function PortfolioChart({ coins, balances, multiWallet, privacy }: PortfolioChartProps) {
  const [range, setRange] = useState<PriceRange>('7d');
  const [scope, setScope] = useState<Scope>('wallet');
  const all = useCallQuery('portfolio.balances', {}, scope === 'all' && multiWallet);
  const holdings = useMemo(() => {
    let list: Holding[] | undefined;
    if (scope === 'all' && multiWallet) list = all.data?.wallets.flatMap((w) => w.coins);
    else if (balances) list = coins.map((c) => ({ symbol: c.symbol, balance: balances.get(c.id) ?? null }));
    return list ? holdingsBySymbol(list) : undefined;
  }, [scope, multiWallet, all.data, coins, balances]);
  const symbols = useMemo(() => [...(holdings?.keys() ?? [])], [holdings]);
  const history = usePriceHistory(symbols, range, !privacy && holdings !== undefined);
  const currency = history.data?.currency ?? 'USD';
  const value = useMemo(
    () =>
      holdings && history.data ? portfolioSeries(holdings, history.data.series, history.data.currency) : null,
    [holdings, history.data],
  );

  let state: ChartState;
  if (privacy) state = { kind: 'empty', message: 'Hidden (privacy mode)' };
  else if (holdings !== undefined && holdings.size === 0)
    state = { kind: 'empty', message: 'Nothing held yet: the chart starts with your first coins.' };
  else if (isNoSource(history.error)) state = { kind: 'empty', message: NO_SOURCE_HINT };
  else if (history.error)
    state = {
      kind: 'error',
      message: `Price history failed: ${history.error.message}`,
      retry: () => void history.refetch(),
    };
  else if (!value) state = { kind: 'loading' };
  else if (value.points.length === 0) {
    const down = history.data?.series.some((s) => s.missing === 'unavailable');
    state = down
      ? {
          kind: 'error',
          message: 'Price history could not be loaded: the price source did not answer.',
          retry: () => void history.refetch(),
        }
      : { kind: 'empty', message: 'No price history is known for these coins.' };
  } else
    state = { kind: 'ready', points: value.points, busy: history.isPlaceholderData || history.isFetching };

  const first = state.kind === 'ready' ? state.points[0] : undefined;
  const last = state.kind === 'ready' ? state.points[state.points.length - 1] : undefined;
  const change = first && last ? changePercent(first.value, last.value) : null;
  return (
    <section
      className="card chart-card"
      aria-labelledby="portfolio-chart-title"
      data-testid="portfolio-chart"
    >
      <div className="chart-head">
        <h2 id="portfolio-chart-title">Portfolio value</h2>
        {change && (
          <span
            className={`chart-change ${change.startsWith('+') ? 'up' : 'down'}`}
            title={RANGE_WORDS[range]}
          >
            {change}
          </span>
        )}
        <div className="chart-controls">
          {multiWallet && (
            <div className="range-picker" role="group" aria-label="Wallets in the chart">
              {(['wallet', 'all'] as const).map((s) => (
                <button
                  key={s}
                  type="button"
                  className="small secondary"
                  aria-pressed={scope === s}
                  onClick={() => setScope(s)}
                >
                  {s === 'wallet' ? 'This wallet' : 'All wallets'}
                </button>
              ))}
            </div>
          )}
          <RangePicker value={range} onChange={setRange} />
        </div>
      </div>
      <ChartBody state={state} currency={currency} range={range} label="Portfolio value" />
      {state.kind === 'ready' && value && value.missing.length > 0 && (
        <p className="hint">Not in the chart (no price history): {value.missing.join(', ')}</p>
      )}
    </section>
  );
}
