import type { ChainRow } from '../chainRow';

/** The aptos family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const APTOS_CHAINS: readonly ChainRow<'aptos'>[] = [
  {
    name: 'aptos',
    displayName: 'Aptos',
    symbol: 'APT',
    family: 'aptos',
    decimals: 8,
    coinType: 637,
    defaultPath: "m/44'/637'/{i}'/0'/0'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://explorer.aptoslabs.com/txn/{hash}?network=mainnet',
      address: 'https://explorer.aptoslabs.com/account/{address}?network=mainnet',
    },
    priceId: 'aptos',
  },
];
