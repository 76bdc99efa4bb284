import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const avalanche: ChainRow = {
  mainnet: {
    chainId: 43114,
    rpc: [
      'https://api.avax.network/ext/bc/C/rpc',
      'https://avalanche-c-chain-rpc.publicnode.com',
      'https://rpc.ankr.com/avalanche',
    ],
    explorers: [etherscan],
  },
  testnet: {
    chainId: 43113,
    rpc: ['https://api.avax-test.network/ext/bc/C/rpc', 'https://avalanche-fuji-c-chain-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  multicall: true,
};
