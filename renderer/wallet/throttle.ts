/**
 * A leading-edge throttle: the first call after `intervalMs` of quiet runs, the rest are
 * dropped (not delayed: a late "the user was active" would postpone the lock wrongly).
 */
export function throttle(fn: () => void, intervalMs: number, now: () => number = Date.now): () => void {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return;
    last = t;
    fn();
  };
}
