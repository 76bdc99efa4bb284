import type { ChainRow } from '../configTypes';

export const ethereumClassic: ChainRow = {
  mainnet: {
    chainId: 61,
    rpc: ['https://etc.rivet.link', 'https://etc.etcdesktop.com', 'https://geth-de.etc-network.info'],
    explorers: [{ kind: 'blockscout-v2', baseUrl: 'https://etc.blockscout.com' }],
  },
  testnet: {
    chainId: 63,
    rpc: ['https://rpc.mordor.etccooperative.org'],
    explorers: [{ kind: 'blockscout-v2', baseUrl: 'https://etc-mordor.blockscout.com' }],
  },
  legacyGas: true, // no London fork on ETC
  useGasOracle: false,
  multicall: true,
};
