import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const linea: ChainRow = {
  mainnet: {
    chainId: 59144,
    rpc: ['https://rpc.linea.build', 'https://linea-rpc.publicnode.com'],
    explorers: [etherscan],
  },
  testnet: {
    chainId: 59141,
    rpc: ['https://rpc.sepolia.linea.build', 'https://linea-sepolia-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  multicall: true,
};
