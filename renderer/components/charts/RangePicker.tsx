import { PRICE_RANGES, type PriceRange } from '../../../shared/contract/priceHistory';
import { RANGE_LABELS, RANGE_WORDS } from './chartFormat';

/** The chart's range buttons; the chosen one is pressed. */
export function RangePicker({ value, onChange }: { value: PriceRange; onChange: (r: PriceRange) => void }) {
  return (
    <div className="range-picker" role="group" aria-label="Chart range">
      {PRICE_RANGES.map((r) => (
        <button
          key={r}
          type="button"
          className="small secondary"
          aria-pressed={r === value}
          title={RANGE_WORDS[r]}
          onClick={() => onChange(r)}
        >
          {RANGE_LABELS[r]}
        </button>
      ))}
    </div>
  );
}
