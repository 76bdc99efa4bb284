import { useQuery } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '../../shared/contract';
import { invoke, type IpcError } from '../ipc/client';
import { useCallMutation, useCallQuery } from './useCall';

export const useStakingOverview = (coinId: string, enabled = true) =>
  useCallQuery('staking.overview', { coinId }, enabled);

export const useValidators = (coinId: string, enabled = true) =>
  useCallQuery('staking.validators', { coinId }, enabled);

/** The quote of the operation under review; fees move, so it is never reused. */
export function useStakingQuote(ask: CallInput<'staking.quote'> | null) {
  return useQuery<CallOutput<'staking.quote'>, IpcError>({
    queryKey: ['staking.quote', ask],
    queryFn: () => invoke('staking.quote', ask!),
    enabled: ask !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export const useStakingSubmit = () =>
  useCallMutation('staking.submit', ['staking.overview', 'coin.overview', 'coins.balances']);
