/**
 * Addresses of one chain derived ahead of the scan, while its requests are out. Each address
 * costs a few hundred microseconds of main's CPU (an HMAC, a generator multiplication, an
 * encoding); derived on demand they sat between one answer and the next request, on the
 * discovery's critical path. Here the scan asks for indexes up to where its frontier could
 * reach, and they are derived in small slices on idle turns of the event loop, so answers
 * that arrive meanwhile wait for one slice at most. The same deriver, the same results: an
 * address not yet derived ahead when asked for is derived then.
 */
import type { DerivedAddress } from './account';

/** addresses derived per idle turn: a few milliseconds, so an answer waits little */
const SLICE = 8;

export interface AheadDeriver {
  /** the address at `index`, derived now unless it was derived ahead */
  at(index: number): DerivedAddress;
  /** derive ahead (on idle turns) every index below `end`, past what `at` has handed out */
  reach(end: number): void;
  /** stop deriving ahead: the scan is over */
  stop(): void;
}

export function deriveAhead(derive: (index: number) => DerivedAddress): AheadDeriver {
  const ready = new Map<number, DerivedAddress>();
  let target = 0;
  let cursor = 0; // the lowest index neither handed out nor derived ahead
  let scheduled = false;
  let stopped = false;

  const work = (): void => {
    scheduled = false;
    if (stopped) return;
    for (let n = 0; n < SLICE && cursor < target; n++, cursor++)
      if (!ready.has(cursor)) ready.set(cursor, derive(cursor));
    if (cursor < target) schedule();
  };
  const schedule = (): void => {
    if (scheduled || stopped) return;
    scheduled = true;
    setImmediate(work);
  };

  return {
    at(index) {
      const a = ready.get(index) ?? derive(index);
      ready.delete(index);
      if (index >= cursor) cursor = index + 1;
      return a;
    },
    reach(end) {
      if (end <= target) return;
      target = end;
      schedule();
    },
    stop() {
      stopped = true;
      ready.clear();
    },
  };
}
