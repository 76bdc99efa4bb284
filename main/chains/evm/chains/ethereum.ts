import type { ChainRow } from '../configTypes';
import { ens, etherscan, etherscanTest, GWEI } from './sources';

export const ethereum: ChainRow = {
  mainnet: {
    chainId: 1,
    rpc: ['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com', 'https://rpc.ankr.com/eth'],
    explorers: [etherscan],
    nameService: ens,
  },
  testnet: {
    chainId: 11155111,
    rpc: ['https://ethereum-sepolia-rpc.publicnode.com', 'https://rpc.sepolia.org'],
    explorers: [etherscanTest],
    nameService: ens,
  },
  multicall: true,
  feeMultiplier: '1.3',
  defaultPriorityFee: GWEI,
};
