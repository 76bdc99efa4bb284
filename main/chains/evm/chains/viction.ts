import type { ChainRow } from '../configTypes';

export const viction: ChainRow = {
  mainnet: {
    chainId: 88,
    rpc: ['https://rpc.viction.xyz', 'https://viction.drpc.org'],
    explorers: [{ kind: 'vicscan', baseUrl: 'https://www.vicscan.xyz' }],
  },
  testnet: {
    chainId: 89,
    rpc: ['https://rpc-testnet.viction.xyz'],
    explorers: [{ kind: 'vicscan', baseUrl: 'https://testnet.vicscan.xyz' }],
  },
  legacyGas: true,
  useGasOracle: false,
};
