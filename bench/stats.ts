/** Percentiles over measured samples (ms). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}

export function summarize(samples: number[]): { p50: number; p99: number; mean: number; n: number } {
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), mean, n: samples.length };
}

export const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
