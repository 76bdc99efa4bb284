import type { TokenSeed } from '../types';

/**
 * Popular ERC-20 tokens per EVM chain, with their canonical contracts and on-chain
 * decimals. Only contracts cross-checked against several independent public sources are
 * listed; catalogue.test.ts verifies each EIP-55 checksum, so a mistyped character fails CI.
 * Bridged tokens whose bridge has failed (Multichain on Fantom) are left out on purpose.
 */
// prettier-ignore
export const EVM_TOKENS: readonly TokenSeed[] = [
  // Ethereum
  { chainName: 'ethereum', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
  { chainName: 'ethereum', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { chainName: 'ethereum', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, contractAddress: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
  { chainName: 'ethereum', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
  { chainName: 'ethereum', symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, contractAddress: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599' },
  { chainName: 'ethereum', symbol: 'LINK', name: 'Chainlink', decimals: 18, contractAddress: '0x514910771AF9Ca656af840dff83E8264EcF986CA' },
  { chainName: 'ethereum', symbol: 'UNI', name: 'Uniswap', decimals: 18, contractAddress: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984' },
  // BNB Smart Chain (its pegged stablecoins use 18 decimals, unlike on Ethereum)
  { chainName: 'binance_smart_chain', symbol: 'USDT', name: 'Tether USD', decimals: 18, contractAddress: '0x55d398326f99059fF775485246999027B3197955' },
  { chainName: 'binance_smart_chain', symbol: 'USDC', name: 'USD Coin', decimals: 18, contractAddress: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  { chainName: 'binance_smart_chain', symbol: 'WBNB', name: 'Wrapped BNB', decimals: 18, contractAddress: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c' },
  { chainName: 'binance_smart_chain', symbol: 'ETH', name: 'Binance-Peg Ethereum', decimals: 18, contractAddress: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8' },
  { chainName: 'binance_smart_chain', symbol: 'CAKE', name: 'PancakeSwap', decimals: 18, contractAddress: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82' },
  // Polygon
  { chainName: 'polygon', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F' },
  { chainName: 'polygon', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  { chainName: 'polygon', symbol: 'USDC.e', name: 'Bridged USD Coin', decimals: 6, contractAddress: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174' },
  { chainName: 'polygon', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
  { chainName: 'polygon', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, contractAddress: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
  // Arbitrum One
  { chainName: 'arbitrum', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9' },
  { chainName: 'arbitrum', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
  { chainName: 'arbitrum', symbol: 'ARB', name: 'Arbitrum', decimals: 18, contractAddress: '0x912CE59144191C1204E64559FE8253a0e49E6548' },
  { chainName: 'arbitrum', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' },
  { chainName: 'arbitrum', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, contractAddress: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1' },
  // OP Mainnet
  { chainName: 'optimism', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58' },
  { chainName: 'optimism', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
  { chainName: 'optimism', symbol: 'OP', name: 'Optimism', decimals: 18, contractAddress: '0x4200000000000000000000000000000000000042' },
  { chainName: 'optimism', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0x4200000000000000000000000000000000000006' },
  { chainName: 'optimism', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, contractAddress: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1' },
  // Base
  { chainName: 'base', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  { chainName: 'base', symbol: 'USDT', name: 'Bridged Tether USD', decimals: 6, contractAddress: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2' },
  { chainName: 'base', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0x4200000000000000000000000000000000000006' },
  { chainName: 'base', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, contractAddress: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb' },
  { chainName: 'base', symbol: 'cbBTC', name: 'Coinbase Wrapped BTC', decimals: 8, contractAddress: '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf' },
  // Avalanche C-Chain
  { chainName: 'avalanche', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7' },
  { chainName: 'avalanche', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' },
  { chainName: 'avalanche', symbol: 'WAVAX', name: 'Wrapped AVAX', decimals: 18, contractAddress: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7' },
  // Gnosis
  { chainName: 'gnosis', symbol: 'USDC', name: 'USD Coin (bridged)', decimals: 6, contractAddress: '0xDDAfbb505ad214D7b80b1f830fcCc89B60fb7A83' },
  { chainName: 'gnosis', symbol: 'USDT', name: 'Tether USD (bridged)', decimals: 6, contractAddress: '0x4ECaBa5870353805a9F068101A40E0f32ed605C6' },
  { chainName: 'gnosis', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0x6A023CCd1ff6F2045C3309768eAd9E68F978f6e1' },
  { chainName: 'gnosis', symbol: 'GNO', name: 'Gnosis', decimals: 18, contractAddress: '0x9C58BAcC331c9aa871AFD802DB6379a98e80CEdb' },
  // Fantom
  { chainName: 'fantom', symbol: 'WFTM', name: 'Wrapped Fantom', decimals: 18, contractAddress: '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83' },
  // Linea
  { chainName: 'linea', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0x176211869cA2b568f2A7D4EE941E073a821EE1ff' },
  { chainName: 'linea', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: '0xA219439258ca9da29E9Cc4cE5596924745e12B93' },
  { chainName: 'linea', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f' },
  // zkSync Era
  { chainName: 'zksync', symbol: 'USDC', name: 'USD Coin', decimals: 6, contractAddress: '0x1d17CBcF0D6D143135aE902365D2E5e2A16538D4' },
  { chainName: 'zksync', symbol: 'USDT', name: 'Tether USD (bridged)', decimals: 6, contractAddress: '0x493257fD37EDB34451f62EDf8D2a0C418852bA4C' },
  { chainName: 'zksync', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractAddress: '0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91' },
  // Kava EVM
  { chainName: 'kava', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: '0x919C1c267BC06a7039e03fcc2eF738525769109c' },
];
