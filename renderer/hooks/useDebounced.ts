import { useEffect, useState } from 'react';

/** Search boxes wait this long after the last keystroke (spec: 800 ms). */
export const SEARCH_DEBOUNCE_MS = 800;

/** `value`, but only once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
