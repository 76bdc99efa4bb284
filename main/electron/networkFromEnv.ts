import type { AppDeps } from '../app/createApp';

export type Network = AppDeps['network'];
const NETWORKS: readonly Network[] = ['mainnet', 'testnet', 'local'];

/**
 * WALLET_NETWORK, mainnet when unset. A misspelt value stops the app instead of falling back
 * to mainnet: someone who asked for a test network must not find themselves moving real funds.
 */
export function networkFromEnv(value: string | undefined): Network {
  if (value === undefined || value === '') return 'mainnet';
  const found = NETWORKS.find((n) => n === value);
  if (!found) throw new Error(`WALLET_NETWORK must be one of ${NETWORKS.join(', ')}`);
  return found;
}
