import type { TokenSeed } from '../types';

/**
 * Popular TRC-20 tokens. catalogue.test.ts verifies each address's base58check checksum and
 * its 0x41 version byte. USDD is left out because its contract moved (USDD 2.0) and the old
 * one is still in circulation: a wrong pick would show a user a balance of the wrong asset.
 */
// prettier-ignore
export const TRON_TOKENS: readonly TokenSeed[] = [
  { chainName: 'tron', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  { chainName: 'tron', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
  { chainName: 'tron', symbol: 'WTRX', name: 'Wrapped TRX', decimals: 6, contractAddress: 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR' },
  { chainName: 'tron', symbol: 'BTT', name: 'BitTorrent', decimals: 18, contractAddress: 'TAFjULxiVgT4qWk6UZwjqwZXTSaGaqnVp4' },
  { chainName: 'tron', symbol: 'JST', name: 'JUST', decimals: 18, contractAddress: 'TCFLL5dx5ZJdKnWuesXxi1VPwjLVmWZZy9' },
];
