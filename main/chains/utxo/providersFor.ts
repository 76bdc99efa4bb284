/**
 * Which explorers a UTXO chain reads, per network profile: the spec's mainnet fallback order,
 * public Esplora instances on testnet, and on the `local` profile the Esplora-compatible
 * server over a regtest node that WALLET_LOCAL_ENDPOINTS names. A chain with no provider on
 * the profile fails its calls with a NETWORK error the coin page shows as the reason.
 */
import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import type { FamiliesConfig } from '../families';
import { defaultMainnetProviders } from './network/defaults';
import type { ProviderConfig } from './types';

/** BlockCypher's and Blockchair's paths are mainnet-only in network/, so testnet reads Esplora. */
const TESTNET_ESPLORA: Readonly<Record<string, string>> = {
  bitcoin: 'https://mempool.space/testnet/api',
  litecoin: 'https://litecoinspace.org/testnet/api',
};

export function providersFor(c: FamiliesConfig, chain: string): ProviderConfig[] {
  const name = getChain(chain).displayName;
  if (c.network === 'local') {
    const local = c.local.utxo?.[chain];
    if (!local) throw new AppError('NETWORK', `No local endpoint is configured for ${name}`);
    return [{ kind: 'esplora', baseUrl: local.esploraUrl }];
  }
  if (c.network === 'testnet') {
    const url = TESTNET_ESPLORA[chain];
    if (!url) throw new AppError('NETWORK', `${name} has no testnet provider`);
    return [{ kind: 'esplora', baseUrl: url }];
  }
  const k = c.keys ?? {};
  const providers = defaultMainnetProviders(chain, {
    ...(k.blockcypherToken ? { blockcypherToken: k.blockcypherToken } : {}),
    ...(k.blockchairKey ? { blockchairKey: k.blockchairKey } : {}),
    ...(k.blockdaemonKey ? { blockdaemonKey: k.blockdaemonKey } : {}),
  });
  if (providers.length === 0) throw new AppError('NETWORK', `${name} has no provider`);
  return providers;
}
