import type { ChainRow } from '../configTypes';
import { blockscout } from './sources';

export const ink: ChainRow = {
  mainnet: {
    chainId: 57073,
    rpc: ['https://rpc-gel.inkonchain.com', 'https://rpc-qnd.inkonchain.com'],
    explorers: [blockscout('https://explorer.inkonchain.com')],
  },
  testnet: {
    chainId: 763373,
    rpc: ['https://rpc-gel-sepolia.inkonchain.com'],
    explorers: [blockscout('https://explorer-sepolia.inkonchain.com')],
  },
  l1Fee: 'op-stack',
  multicall: true,
};
