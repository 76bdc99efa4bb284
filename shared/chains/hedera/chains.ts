import type { ChainRow } from '../chainRow';

/** The hedera family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const HEDERA_CHAINS: readonly ChainRow<'hedera'>[] = [
  {
    name: 'hedera',
    displayName: 'Hedera',
    symbol: 'HBAR',
    family: 'hedera',
    decimals: 8,
    coinType: 3030,
    defaultPath: "m/44'/3030'/0'/0'/{i}'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://hashscan.io/mainnet/transaction/{hash}',
      address: 'https://hashscan.io/mainnet/account/{address}',
    },
    priceId: 'hedera-hashgraph',
  },
];
