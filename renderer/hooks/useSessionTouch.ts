import { useEffect } from 'react';
import { invoke } from '../ipc/client';
import { throttle } from '../wallet/throttle';

/** At most one touch per this many ms: plenty for a lock time counted in minutes. */
export const TOUCH_INTERVAL_MS = 20_000;

/** Tells main the user is active (pointer or key), so the inactivity lock counts from the last real use. */
export function useSessionTouch(): void {
  useEffect(() => {
    // Locked or no vault: main ignores the touch; nothing to tell the user.
    const onActivity = throttle(
      () => void invoke('session.touch', {}).catch(() => undefined),
      TOUCH_INTERVAL_MS,
    );
    const opts = { capture: true, passive: true };
    window.addEventListener('pointerdown', onActivity, opts);
    window.addEventListener('keydown', onActivity, opts);
    return () => {
      window.removeEventListener('pointerdown', onActivity, opts);
      window.removeEventListener('keydown', onActivity, opts);
    };
  }, []);
}
