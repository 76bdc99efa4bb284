import { CHAINS } from '../chains/registry';

/**
 * The chains whose native coin every new phrase wallet starts with, in display order.
 * Chosen as the dozen most held and traded native assets among the chains the wallet
 * supports (Bitcoin, Ethereum, BNB, Solana, XRP, Tron, Cardano, Dogecoin, TON, Avalanche,
 * Polygon, Litecoin): enough that most users see their coins at once, few enough that the
 * first balance refresh stays light on free-tier providers. Every other chain and token is
 * one search away in the add-coin screen. Each chain's row carries its rank (`newWalletRank`
 * in shared/chains/<family>/chains.ts).
 */
export const DEFAULT_CHAIN_NAMES: readonly string[] = [...CHAINS.values()]
  .flatMap((c) => (c.newWalletRank === undefined ? [] : [{ name: c.name, rank: c.newWalletRank }]))
  .sort((a, b) => a.rank - b.rank)
  .map((c) => c.name);
