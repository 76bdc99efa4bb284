import { CHAINS } from '../../shared/chains/registry';

/**
 * Our market symbols (catalogue symbol, uppercased) → CoinGecko API ids.
 *
 * We ask CoinGecko by `ids`, not by `symbols`: a symbol names many coins there (dozens of
 * tokens call themselves USDT or ETH), and a symbol lookup picks one by CoinGecko's own
 * ranking, which can change under us and hand a user the price of a look-alike. An id names
 * exactly one coin, so the price shown is always the asset the catalogue means. A symbol
 * missing here simply gets no price from CoinGecko.
 *
 * Wrapped and bridged tokens get their own ids (WETH → weth, not ethereum) so a depeg shows.
 * Testnet coins have no market value and are not listed. USDC.e has no market symbol (the
 * dot fails marketSymbol), so it is not asked for at all. Native coins take their id from their
 * chain's row (`priceId` in shared/chains/<f>/chains.ts), so a new chain brings its own.
 */
// prettier-ignore
const TOKEN_ENTRIES: readonly (readonly [symbol: string, id: string])[] = [
  ['USDT', 'tether'],
  ['USDC', 'usd-coin'],
  ['DAI', 'dai'],
  ['WETH', 'weth'],
  ['WBTC', 'wrapped-bitcoin'],
  ['CBBTC', 'coinbase-wrapped-btc'],
  ['LINK', 'chainlink'],
  ['UNI', 'uniswap'],
  ['WBNB', 'wbnb'],
  ['CAKE', 'pancakeswap-token'],
  ['ARB', 'arbitrum'],
  ['OP', 'optimism'],
  ['WAVAX', 'wrapped-avax'],
  ['GNO', 'gnosis'],
  ['WFTM', 'wrapped-fantom'],
  ['WSOL', 'wrapped-solana'],
  ['JUP', 'jupiter-exchange-solana'],
  ['BONK', 'bonk'],
  ['RAY', 'raydium'],
  ['JITOSOL', 'jito-staked-sol'],
  ['MSOL', 'msol'],
  ['WTRX', 'wrapped-tron'],
  ['BTT', 'bittorrent'], // the redenominated BTT; the pre-2022 token is bittorrent-old
  ['JST', 'just'],
];

/** A Map, not an object literal, so a lookup can never land on an Object.prototype member. */
export const COINGECKO_IDS: ReadonlyMap<string, string> = new Map([
  ...[...CHAINS.values()].flatMap((c) => (c.priceId ? [[c.symbol, c.priceId] as const] : [])),
  ...TOKEN_ENTRIES,
]);

/** The CoinGecko id for a market symbol, or undefined when we do not know one. */
export function coingeckoIdOf(symbol: string): string | undefined {
  return COINGECKO_IDS.get(symbol);
}
