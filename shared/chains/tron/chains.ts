import type { ChainRow } from '../chainRow';

/** The tron family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const TRON_CHAINS: readonly ChainRow<'tron'>[] = [
  {
    name: 'tron',
    newWalletRank: 6,
    displayName: 'Tron',
    symbol: 'TRX',
    family: 'tron',
    decimals: 6,
    coinType: 195,
    defaultPath: "m/44'/195'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://tronscan.org/#/transaction/{hash}',
      address: 'https://tronscan.org/#/address/{address}',
    },
    priceId: 'tron',
  },
];
