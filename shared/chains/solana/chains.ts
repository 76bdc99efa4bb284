import type { ChainRow } from '../chainRow';

/** The solana family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const SOLANA_CHAINS: readonly ChainRow<'solana'>[] = [
  {
    name: 'solana',
    newWalletRank: 4,
    displayName: 'Solana',
    symbol: 'SOL',
    family: 'solana',
    decimals: 9,
    coinType: 501,
    defaultPath: "m/44'/501'/{i}'/0'",
    curve: 'ed25519',
    explorer: { tx: 'https://solscan.io/tx/{hash}', address: 'https://solscan.io/account/{address}' },
    priceId: 'solana',
  },
];
