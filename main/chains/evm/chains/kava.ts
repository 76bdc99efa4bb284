import type { ChainRow } from '../configTypes';
import { blockscout } from './sources';

export const kava: ChainRow = {
  mainnet: {
    chainId: 2222,
    rpc: ['https://evm.kava.io', 'https://kava-evm-rpc.publicnode.com'],
    explorers: [blockscout('https://kavascan.com')],
  },
  testnet: {
    chainId: 2221,
    rpc: ['https://evm.testnet.kava.io'],
    explorers: [blockscout('https://testnet.kavascan.com')],
  },
  legacyGas: true,
  useGasOracle: false,
  multicall: true,
};
