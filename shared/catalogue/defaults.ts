/**
 * The chains whose native coin every new phrase wallet starts with, in display order.
 * Chosen as the dozen most held and traded native assets among the chains the wallet
 * supports (Bitcoin, Ethereum, BNB, Solana, XRP, Tron, Cardano, Dogecoin, TON, Avalanche,
 * Polygon, Litecoin): enough that most users see their coins at once, few enough that the
 * first balance refresh stays light on free-tier providers. Every other chain and token is
 * one search away in the add-coin screen.
 */
export const DEFAULT_CHAIN_NAMES: readonly string[] = [
  'bitcoin',
  'ethereum',
  'binance_smart_chain',
  'solana',
  'ripple',
  'tron',
  'cardano',
  'dogecoin',
  'ton',
  'avalanche',
  'polygon',
  'litecoin',
];
