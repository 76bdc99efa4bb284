import type { ChainRow } from '../chainRow';

/** The cosmos family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const COSMOS_CHAINS: readonly ChainRow<'cosmos'>[] = [
  {
    name: 'thorchain',
    displayName: 'THORChain',
    symbol: 'RUNE',
    family: 'cosmos',
    decimals: 8,
    coinType: 931,
    defaultPath: "m/44'/931'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: { tx: 'https://runescan.io/tx/{hash}', address: 'https://runescan.io/address/{address}' },
    priceId: 'thorchain',
  },
  {
    name: 'cosmos',
    displayName: 'Cosmos Hub',
    symbol: 'ATOM',
    family: 'cosmos',
    decimals: 6,
    coinType: 118,
    defaultPath: "m/44'/118'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://www.mintscan.io/cosmos/tx/{hash}',
      address: 'https://www.mintscan.io/cosmos/address/{address}',
    },
    priceId: 'cosmos',
  },
];
