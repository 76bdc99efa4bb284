import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const base: ChainRow = {
  mainnet: {
    chainId: 8453,
    rpc: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com', 'https://base.llamarpc.com'],
    explorers: [etherscan],
  },
  testnet: {
    chainId: 84532,
    rpc: ['https://sepolia.base.org', 'https://base-sepolia-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  l1Fee: 'op-stack',
  multicall: true,
};
