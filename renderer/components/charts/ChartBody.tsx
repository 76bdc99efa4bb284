import type { PriceRange } from '../../../shared/contract/priceHistory';
import type { ValuePoint } from '../../wallet/portfolioSeries';
import { ValueChart } from './ValueChart';

export type ChartState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry: () => void }
  | { kind: 'empty'; message: string }
  | { kind: 'ready'; points: readonly ValuePoint[]; busy: boolean };

/** The chart, or what stands in its place: a skeleton while loading, what failed, or why there is none. */
export function ChartBody({
  state,
  currency,
  range,
  label,
}: {
  state: ChartState;
  currency: string;
  range: PriceRange;
  label: string;
}) {
  if (state.kind === 'loading')
    return <div className="chart-skeleton" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`} />;
  if (state.kind === 'error')
    return (
      <div className="chart-message" role="alert">
        <p className="error-text">{state.message}</p>
        <button type="button" className="small secondary" onClick={state.retry}>
          Try again
        </button>
      </div>
    );
  if (state.kind === 'empty')
    return (
      <div className="chart-message">
        <p className="hint">{state.message}</p>
      </div>
    );
  return (
    <div className={state.busy ? 'chart-busy' : undefined} aria-busy={state.busy}>
      <ValueChart points={state.points} currency={currency} range={range} label={label} />
    </div>
  );
}
