import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const gnosis: ChainRow = {
  mainnet: {
    chainId: 100,
    rpc: ['https://rpc.gnosischain.com', 'https://gnosis-rpc.publicnode.com', 'https://rpc.ankr.com/gnosis'],
    explorers: [etherscan],
  },
  testnet: {
    chainId: 10200,
    rpc: ['https://rpc.chiadochain.net', 'https://gnosis-chiado-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  multicall: true,
};
