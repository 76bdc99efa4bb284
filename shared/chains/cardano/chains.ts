import type { ChainRow } from '../chainRow';

/** The cardano family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const CARDANO_CHAINS: readonly ChainRow<'cardano'>[] = [
  {
    name: 'cardano',
    newWalletRank: 7,
    displayName: 'Cardano',
    symbol: 'ADA',
    family: 'cardano',
    decimals: 6,
    coinType: 1815,
    defaultPath: "m/1852'/1815'/{i}'/0/0",
    curve: 'ed25519',
    explorer: {
      tx: 'https://cardanoscan.io/transaction/{hash}',
      address: 'https://cardanoscan.io/address/{address}',
    },
    priceId: 'cardano',
  },
];
