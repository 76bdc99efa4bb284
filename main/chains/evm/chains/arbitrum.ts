import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const arbitrum: ChainRow = {
  mainnet: {
    chainId: 42161,
    rpc: [
      'https://arb1.arbitrum.io/rpc',
      'https://arbitrum-one-rpc.publicnode.com',
      'https://rpc.ankr.com/arbitrum',
    ],
    explorers: [etherscan],
  },
  testnet: {
    chainId: 421614,
    rpc: ['https://sepolia-rollup.arbitrum.io/rpc', 'https://arbitrum-sepolia-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  multicall: true,
};
