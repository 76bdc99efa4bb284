import { useCallback } from 'react';
import type { CallOutput } from '../../shared/contract';
import { invoke } from '../ipc/client';

export type RevealedSecret = CallOutput<'wallets.reveal'>;

/**
 * Asks main for a wallet's secret with the password. Deliberately not a react-query call:
 * the answer must live only in the state of the component that shows it, never in a
 * query or mutation cache that outlives the screen.
 */
export function useReveal(): (walletId: string, password: string) => Promise<RevealedSecret> {
  return useCallback((walletId, password) => invoke('wallets.reveal', { walletId, password }), []);
}
