/**
 * Turns a family's progress callbacks into 'coin.sync' events the screens show while a first
 * account discovery runs. A scan reports every address it checks; the screen needs a few
 * updates a second, so events go out at most every `intervalMs`, and the last one always.
 */
import type { SnapshotOptions, SyncProgress } from '../../chains/family';
import type { EventBus } from '../../ipc/events';

export const SYNC_EVENT_INTERVAL_MS = 200;

export function syncProgressTo(
  events: EventBus,
  coinId: string,
  now: () => number = Date.now,
  intervalMs = SYNC_EVENT_INTERVAL_MS,
): Required<SnapshotOptions> & { flush(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let held: SyncProgress | null = null;
  const send = (p: SyncProgress) => {
    last = now();
    held = null;
    events.emit('coin.sync', { coinId, ...p });
  };
  return {
    onProgress(p) {
      if (now() - last >= intervalMs) send(p);
      else held = p;
    },
    flush() {
      if (held) send(held);
    },
  };
}
