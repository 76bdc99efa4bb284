import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const optimism: ChainRow = {
  mainnet: {
    chainId: 10,
    rpc: [
      'https://mainnet.optimism.io',
      'https://optimism-rpc.publicnode.com',
      'https://rpc.ankr.com/optimism',
    ],
    explorers: [etherscan],
  },
  testnet: {
    chainId: 11155420,
    rpc: ['https://sepolia.optimism.io', 'https://optimism-sepolia-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  l1Fee: 'op-stack',
  multicall: true,
  defaultPriorityFee: 1001n,
};
