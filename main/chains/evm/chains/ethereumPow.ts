import type { ChainRow } from '../configTypes';

export const ethereumPow: ChainRow = {
  // EthereumPoW has no public testnet: the testnet profile leaves it out.
  mainnet: {
    chainId: 10001,
    rpc: ['https://mainnet.ethereumpow.org'],
    explorers: [
      { kind: 'oklink', baseUrl: 'https://www.oklink.com', keys: 'oklink', chainShortName: 'ETHW' },
    ],
  },
  legacyGas: true,
  useGasOracle: false,
};
