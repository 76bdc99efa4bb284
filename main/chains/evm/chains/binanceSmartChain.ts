import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest, spaceIdBnb } from './sources';

export const binanceSmartChain: ChainRow = {
  mainnet: {
    chainId: 56,
    rpc: [
      'https://bsc-dataseed.bnbchain.org',
      'https://bsc-rpc.publicnode.com',
      'https://bsc-dataseed1.defibit.io',
    ],
    explorers: [etherscan],
    // SPACE ID's production API resolves mainnet names: the testnet profile has no lookup
    nameService: spaceIdBnb,
  },
  testnet: {
    chainId: 97,
    rpc: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545', 'https://bsc-testnet-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  legacyGas: true,
  multicall: true,
  defaultPriorityFee: 1001n,
};
