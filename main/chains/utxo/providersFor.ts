/**
 * Which explorers a UTXO chain reads, per network profile: the spec's mainnet fallback order,
 * public Esplora instances on testnet, and on the `local` profile the Esplora-compatible
 * server over a regtest node that WALLET_LOCAL_ENDPOINTS names. A chain with no provider on
 * the profile fails its calls with a NETWORK error the coin page shows as the reason.
 */
import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import type { UtxoFamilyContext } from './localEndpoints';
import { defaultMainnetProviders } from './providerDefaults';
import type { ProviderConfig } from './types';

/** BlockCypher's and Blockchair's paths are mainnet-only in network/, so testnet reads Esplora. */
const TESTNET_ESPLORA: Readonly<Record<string, string>> = {
  bitcoin: 'https://mempool.space/testnet/api',
  litecoin: 'https://litecoinspace.org/testnet/api',
};

export function providersFor(c: UtxoFamilyContext, chain: string): ProviderConfig[] {
  const name = getChain(chain).displayName;
  if (c.network === 'local') {
    const local = c.local?.[chain];
    if (!local) throw new AppError('NETWORK', `No local endpoint is configured for ${name}`);
    return [{ kind: 'esplora', baseUrl: local.esploraUrl }];
  }
  if (c.network === 'testnet') {
    const url = TESTNET_ESPLORA[chain];
    if (!url) throw new AppError('NETWORK', `${name} has no testnet provider`);
    return [{ kind: 'esplora', baseUrl: url }];
  }
  // one key each: the settings table marks these providers single-key
  const blockcypherToken = c.keys?.blockcypher?.[0];
  const blockchairKey = c.keys?.blockchair?.[0];
  const blockdaemonKey = c.keys?.blockdaemon?.[0];
  const providers = defaultMainnetProviders(chain, {
    ...(blockcypherToken ? { blockcypherToken } : {}),
    ...(blockchairKey ? { blockchairKey } : {}),
    ...(blockdaemonKey ? { blockdaemonKey } : {}),
  });
  if (providers.length === 0) throw new AppError('NETWORK', `${name} has no provider`);
  return providers;
}
