/**
 * The EVM family's descriptor: one object serves the 16 EVM chains of the registry, on one
 * local node under the `local` profile, with Etherscan and OKLink keys for the keyed tiers.
 */
import { evmShared } from '../../../shared/chains/evm';
import { defineFamily } from '../descriptor';
import { evmNodeSlots } from './nodeCheck';
import { EvmLocalEndpointsSchema } from './localEndpoints';
import { evmPendingStatus, sortEvmPending } from './pendingOrder';

export const evmFamily = defineFamily({
  family: 'evm',
  load: async () => (await import('./walletFamily')).createEvmWalletFamily,
  traits: {
    pendingStatus: evmPendingStatus,
    sortPending: sortEvmPending,
    calls: ['balances', 'tokenInfo', 'resolveName', 'replace', 'nfts', 'permissions', 'swaps', 'preview'],
  },
  localEndpoints: EvmLocalEndpointsSchema,
  apiKeys: evmShared.apiKeys,
  nodeSlots: evmNodeSlots,
});

/** The profile's EVM chains and endpoints, for what else serves them (WalletConnect's eip155 namespace). */
export { evmFamilyConfig } from './familyConfig';

/**
 * The transaction preview (issue 32) for WalletConnect's eip155 namespace, loaded on first use
 * so this descriptor stays free of chain libraries.
 */
export const loadEvmPreview = async () => await import('./preview');
