import type { ChainRow } from '../chainRow';

/** The tezos family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const TEZOS_CHAINS: readonly ChainRow<'tezos'>[] = [
  {
    name: 'tezos',
    displayName: 'Tezos',
    symbol: 'XTZ',
    family: 'tezos',
    decimals: 6,
    coinType: 1729,
    defaultPath: "m/44'/1729'/{i}'/0'",
    curve: 'ed25519',
    explorer: { tx: 'https://tzkt.io/{hash}', address: 'https://tzkt.io/{address}' },
    priceId: 'tezos',
  },
];
