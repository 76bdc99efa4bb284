import type { CallName } from '../../shared/contract';
import { useCallQuery } from './useCall';

/**
 * What a change of derived addresses makes stale: the lists (every EVM chain shares one set)
 * and the coins, whose receive address is the set's active one.
 */
export const ADDRESS_QUERIES: readonly CallName[] = ['addresses.list', 'coins.list'];

/** The derived addresses of the current wallet on one chain. */
export const useAddresses = (chainName: string) => useCallQuery('addresses.list', { chainName });
