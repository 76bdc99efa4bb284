import type { Slice } from '../../wallet/portfolio';

/** Width of the bar in SVG user units; one unit per basis point keeps the math integral. */
const WIDTH = 10_000;

/**
 * The wallet's largest holdings as one stacked bar. Drawn with SVG attributes and classes
 * only: the CSP forbids inline styles.
 */
export function AllocationBar({ slices }: { slices: readonly Slice[] }) {
  let x = 0;
  return (
    <figure className="allocation">
      <svg
        className="allocation-bar"
        viewBox={`0 0 ${WIDTH} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Allocation: ${slices.map((s) => `${s.label} ${(s.bps / 100).toFixed(1)}%`).join(', ')}`}
      >
        {slices.map((s, i) => {
          // Shares are rounded down; the last slice takes the remainder so the bar has no gap.
          const width = i === slices.length - 1 ? WIDTH - x : s.bps;
          const rect = (
            <rect key={`${s.label}-${i}`} className={`slice-${i}`} x={x} y={0} width={width} height={100} />
          );
          x += width;
          return rect;
        })}
      </svg>
      <figcaption className="allocation-legend">
        {slices.map((s, i) => (
          <span key={`${s.label}-${i}`} className="allocation-item">
            <svg className="allocation-swatch" viewBox="0 0 10 10" aria-hidden="true">
              <rect className={`slice-${i}`} width={10} height={10} rx={2} />
            </svg>
            {s.label} {(s.bps / 100).toFixed(1)}%
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
