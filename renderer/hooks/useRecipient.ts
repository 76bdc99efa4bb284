import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../shared/contract';
import { classifyRecipient } from '../components/coin/recipient';
import { invoke, type IpcError } from '../ipc/client';
import { useAppInfo } from './useAppInfo';
import { useDebounced } from './useDebounced';

/** Names are looked up once typing pauses, not per keystroke. */
const NAME_DEBOUNCE_MS = 500;

export interface Recipient {
  /** the address to send to; null until there is one */
  address: string | null;
  /** the name it came from, when one was typed */
  name: string | null;
  /** why there is no address yet, as the user should read it */
  problem: string | null;
  resolving: boolean;
}

/** The recipient field's text → an address: checked here, or a name main resolves (ENS, .bnb). */
export function useRecipient(coinId: string, chainName: string, text: string): Recipient {
  const network = useAppInfo().data?.network;
  const input = classifyRecipient(chainName, text, network === 'local' ? 'regtest' : (network ?? 'mainnet'));
  const name = input.kind === 'name' ? input.name : null;
  const settledName = useDebounced(name, NAME_DEBOUNCE_MS);
  const lookup = useQuery<CallOutput<'name.resolve'>, IpcError>({
    queryKey: ['name.resolve', { coinId, name: settledName }],
    queryFn: () => invoke('name.resolve', { coinId, name: settledName! }),
    enabled: settledName !== null && settledName === name,
    staleTime: 60_000,
    retry: false,
  });
  if (input.kind === 'empty') return { address: null, name: null, problem: null, resolving: false };
  if (input.kind === 'address')
    return { address: input.address, name: null, problem: null, resolving: false };
  if (input.kind === 'invalid') return { address: null, name: null, problem: input.reason, resolving: false };
  if (settledName !== name || lookup.isFetching)
    return { address: null, name, problem: null, resolving: true };
  if (lookup.error) return { address: null, name, problem: lookup.error.message, resolving: false };
  const address = lookup.data?.address ?? null;
  return {
    address,
    name,
    problem: address === null ? `No address is set for ${name}` : null,
    resolving: false,
  };
}
