import type { ChainRow } from '../configTypes';
import { etherscan, etherscanTest } from './sources';

export const zksync: ChainRow = {
  // Multicall3 lives at another address on zkSync Era (different CREATE2 rules): use batches.
  mainnet: {
    chainId: 324,
    rpc: ['https://mainnet.era.zksync.io', 'https://zksync.drpc.org'],
    explorers: [etherscan],
  },
  testnet: { chainId: 300, rpc: ['https://sepolia.era.zksync.dev'], explorers: [etherscanTest] },
};
