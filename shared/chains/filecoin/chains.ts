import type { ChainRow } from '../chainRow';

/** The filecoin family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const FILECOIN_CHAINS: readonly ChainRow<'filecoin'>[] = [
  {
    name: 'filecoin',
    displayName: 'Filecoin',
    symbol: 'FIL',
    family: 'filecoin',
    decimals: 18,
    coinType: 461,
    defaultPath: "m/44'/461'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://filfox.info/en/message/{hash}',
      address: 'https://filfox.info/en/address/{address}',
    },
    priceId: 'filecoin',
    testnetCoinType: 1,
  },
];
