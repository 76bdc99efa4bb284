import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const fantom: ChainRow = {
  mainnet: {
    chainId: 250,
    rpc: [
      'https://rpcapi.fantom.network',
      'https://fantom-rpc.publicnode.com',
      'https://rpc.ankr.com/fantom',
    ],
    explorers: [etherscan],
  },
  testnet: {
    chainId: 4002,
    rpc: ['https://rpc.testnet.fantom.network', 'https://fantom-testnet-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  multicall: true,
};
