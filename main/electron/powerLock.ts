/** The part of Electron's powerMonitor this needs; an EventEmitter stands in for it in tests. */
export interface PowerEvents {
  on(event: 'lock-screen' | 'suspend', listener: () => void): unknown;
  off(event: 'lock-screen' | 'suspend', listener: () => void): unknown;
}

export const POWER_LOCK_EVENTS = ['lock-screen', 'suspend'] as const;

/**
 * Locks the wallet when the OS screen locks or the machine sleeps: whoever wakes it up next
 * may not be the owner. Returns a function that removes the listeners.
 */
export function installPowerLock(powerMonitor: PowerEvents, lock: () => void): () => void {
  const onEvent = () => lock();
  for (const event of POWER_LOCK_EVENTS) powerMonitor.on(event, onEvent);
  return () => {
    for (const event of POWER_LOCK_EVENTS) powerMonitor.off(event, onEvent);
  };
}
