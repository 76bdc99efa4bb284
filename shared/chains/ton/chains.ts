import type { ChainRow } from '../chainRow';

/** The ton family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const TON_CHAINS: readonly ChainRow<'ton'>[] = [
  {
    name: 'ton',
    newWalletRank: 9,
    displayName: 'TON',
    symbol: 'TON',
    family: 'ton',
    decimals: 9,
    coinType: 607,
    defaultPath: "m/44'/607'/{i}'",
    curve: 'ed25519',
    explorer: { tx: 'https://tonviewer.com/transaction/{hash}', address: 'https://tonviewer.com/{address}' },
    priceId: 'the-open-network',
  },
];
