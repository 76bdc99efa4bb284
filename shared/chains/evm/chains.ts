import type { ChainRow } from '../chainRow';

const evm = (
  name: string,
  displayName: string,
  symbol: string,
  evmChainId: number,
  explorerBase: string,
  priceId: string,
): ChainRow<'evm'> => ({
  name,
  displayName,
  symbol,
  family: 'evm',
  decimals: 18,
  evmChainId,
  coinType: 60,
  defaultPath: "m/44'/60'/0'/0/{i}",
  curve: 'secp256k1',
  explorer: { tx: `${explorerBase}/tx/{hash}`, address: `${explorerBase}/address/{address}` },
  priceId,
});

/** The evm family's chains, in the order the registry lists them (shared/chains/registry.ts). */
export const EVM_CHAINS: readonly ChainRow<'evm'>[] = [
  { ...evm('ethereum', 'Ethereum', 'ETH', 1, 'https://etherscan.io', 'ethereum'), newWalletRank: 2 },
  {
    ...evm('binance_smart_chain', 'BNB Smart Chain', 'BNB', 56, 'https://bscscan.com', 'binancecoin'),
    newWalletRank: 3,
  },
  {
    ...evm('polygon', 'Polygon', 'POL', 137, 'https://polygonscan.com', 'polygon-ecosystem-token'),
    newWalletRank: 11,
  },
  evm('base', 'Base', 'ETH', 8453, 'https://basescan.org', 'ethereum'),
  evm('gnosis', 'Gnosis', 'XDAI', 100, 'https://gnosisscan.io', 'xdai'),
  evm('arbitrum', 'Arbitrum One', 'ETH', 42161, 'https://arbiscan.io', 'ethereum'),
  evm('optimism', 'OP Mainnet', 'ETH', 10, 'https://optimistic.etherscan.io', 'ethereum'),
  {
    ...evm('avalanche', 'Avalanche C-Chain', 'AVAX', 43114, 'https://snowtrace.io', 'avalanche-2'),
    newWalletRank: 10,
  },
  evm('fantom', 'Fantom', 'FTM', 250, 'https://ftmscan.com', 'fantom'),
  evm('linea', 'Linea', 'ETH', 59144, 'https://lineascan.build', 'ethereum'),
  evm('zksync', 'zkSync Era', 'ETH', 324, 'https://explorer.zksync.io', 'ethereum'),
  // Viction kept TomoChain's CoinGecko id after the rename
  evm('viction', 'Viction', 'VIC', 88, 'https://www.vicscan.xyz', 'tomochain'),
  evm('ethereum_classic', 'Ethereum Classic', 'ETC', 61, 'https://etc.blockscout.com', 'ethereum-classic'),
  evm('ethereum_pow', 'EthereumPoW', 'ETHW', 10001, 'https://www.oklink.com/ethw', 'ethereum-pow-iou'),
  evm('ink', 'Ink', 'ETH', 57073, 'https://explorer.inkonchain.com', 'ethereum'),
  evm('kava', 'Kava EVM', 'KAVA', 2222, 'https://kavascan.com', 'kava'),
];
