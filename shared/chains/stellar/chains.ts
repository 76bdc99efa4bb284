import type { ChainRow } from '../chainRow';

/** The stellar family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const STELLAR_CHAINS: readonly ChainRow<'stellar'>[] = [
  {
    name: 'stellar',
    displayName: 'Stellar',
    symbol: 'XLM',
    family: 'stellar',
    decimals: 7,
    coinType: 148,
    defaultPath: "m/44'/148'/{i}'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://stellar.expert/explorer/public/tx/{hash}',
      address: 'https://stellar.expert/explorer/public/account/{address}',
    },
    priceId: 'stellar',
  },
];
