import type { ChainRow } from '../chainRow';

/** The ripple family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const RIPPLE_CHAINS: readonly ChainRow<'ripple'>[] = [
  {
    name: 'ripple',
    newWalletRank: 5,
    displayName: 'XRP Ledger',
    symbol: 'XRP',
    family: 'ripple',
    decimals: 6,
    coinType: 144,
    defaultPath: "m/44'/144'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: { tx: 'https://xrpscan.com/tx/{hash}', address: 'https://xrpscan.com/account/{address}' },
    priceId: 'ripple',
  },
];
