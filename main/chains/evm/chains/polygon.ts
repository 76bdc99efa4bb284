import type { ChainRow } from '../configTypes';
import { blockscout, etherscan, etherscanTest, GWEI } from './sources';

export const polygon: ChainRow = {
  mainnet: {
    chainId: 137,
    rpc: [
      'https://polygon-rpc.com',
      'https://polygon-bor-rpc.publicnode.com',
      'https://rpc.ankr.com/polygon',
    ],
    explorers: [etherscan, blockscout('https://polygon.blockscout.com')],
  },
  testnet: {
    chainId: 80002,
    rpc: ['https://rpc-amoy.polygon.technology', 'https://polygon-amoy-bor-rpc.publicnode.com'],
    explorers: [etherscanTest],
  },
  multicall: true,
  feeMultiplier: '1.3',
  defaultPriorityFee: 30n * GWEI, // Polygon PoS enforces a 25-30 gwei minimum tip
};
