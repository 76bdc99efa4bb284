import type { TokenSeed } from '../types';

/** Popular SPL tokens by mint address; catalogue.test.ts checks each decodes to 32 bytes. */
// prettier-ignore
export const SOLANA_TOKENS: readonly TokenSeed[] = [
  { chainName: 'solana', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
  { chainName: 'solana', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' },
  { chainName: 'solana', symbol: 'wSOL', name: 'Wrapped SOL', decimals: 9, contractAddress: 'So11111111111111111111111111111111111111112' },
  { chainName: 'solana', symbol: 'JUP', name: 'Jupiter', decimals: 6, contractAddress: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN' },
  { chainName: 'solana', symbol: 'BONK', name: 'Bonk', decimals: 5, contractAddress: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' },
  { chainName: 'solana', symbol: 'RAY', name: 'Raydium', decimals: 6, contractAddress: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R' },
  { chainName: 'solana', symbol: 'JitoSOL', name: 'Jito Staked SOL', decimals: 9, contractAddress: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn' },
  { chainName: 'solana', symbol: 'mSOL', name: 'Marinade Staked SOL', decimals: 9, contractAddress: 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So' },
];
