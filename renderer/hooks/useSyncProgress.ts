import { useEffect, useState } from 'react';
import type { EventPayload } from '../../shared/contract';
import { subscribe } from '../ipc/client';

export type SyncProgressView = Omit<EventPayload<'coin.sync'>, 'coinId'>;

/** The latest progress main reported for a coin's first read (UTXO discovery); null until one arrives. */
export function useSyncProgress(coinId: string | undefined): SyncProgressView | null {
  const [progress, setProgress] = useState<SyncProgressView | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!coinId) return undefined;
    return subscribe('coin.sync', ({ coinId: id, ...p }) => {
      if (id === coinId) setProgress(p);
    });
  }, [coinId]);
  return progress;
}
