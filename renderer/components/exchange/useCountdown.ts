import { useEffect, useState } from 'react';

/** Whole seconds left until `expiry` (unix seconds), ticking every second; 0 once it passed. */
export function useCountdown(expiry: number): number {
  const left = () => Math.max(0, expiry - Math.floor(Date.now() / 1000));
  const [s, setS] = useState(left);
  useEffect(() => {
    setS(left());
    const t = setInterval(() => setS(left()), 1000);
    return () => clearInterval(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiry]);
  return s;
}

export const formatCountdown = (s: number): string =>
  `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
