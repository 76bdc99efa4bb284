import type { ChainRow } from '../chainRow';

/** The polkadot family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const POLKADOT_CHAINS: readonly ChainRow<'polkadot'>[] = [
  {
    name: 'polkadot',
    displayName: 'Polkadot',
    symbol: 'DOT',
    family: 'polkadot',
    decimals: 10,
    coinType: 354,
    defaultPath: "m/44'/354'/{i}'/0'/0'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://polkadot.subscan.io/extrinsic/{hash}',
      address: 'https://polkadot.subscan.io/account/{address}',
    },
    priceId: 'polkadot',
  },
];
