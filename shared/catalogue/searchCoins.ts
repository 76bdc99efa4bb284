import { CHAINS } from '../chains/registry';

/** What searchCoins needs of a coin: catalogue entries and wallet coins both qualify. */
export interface SearchableCoin {
  readonly chainName: string;
  readonly symbol: string;
  readonly name: string;
  readonly contractAddress?: string | undefined;
}

// Lower rank sorts first; matches of equal rank keep their input order.
const EXACT = 0;
const PREFIX = 1;
const SUBSTRING = 2;

function rankOf<T extends SearchableCoin>(coin: T, q: string): number | null {
  const symbol = coin.symbol.toLowerCase();
  const sep = q.indexOf(':');
  if (sep > 0) {
    // spec §5: 'chainsymbol:symbol' or 'chainname:symbol'. A prefix match, so typing
    // 'eth:us' already narrows to USDT and USDC on the chains whose coin is ETH.
    const chainSymbol = (CHAINS.get(coin.chainName)?.symbol ?? '').toLowerCase();
    const forms = [`${chainSymbol}:${symbol}`, `${coin.chainName.toLowerCase()}:${symbol}`];
    if (forms.includes(q)) return EXACT;
    return forms.some((f) => f.startsWith(q)) ? PREFIX : null;
  }
  if (symbol === q) return EXACT;
  // A pasted contract address finds its token; compared case-insensitively because EVM
  // addresses arrive in either case, and a base58 collision that differs only in case is
  // not a realistic risk for a search box.
  if (coin.contractAddress !== undefined && coin.contractAddress.toLowerCase() === q) return EXACT;
  if (symbol.startsWith(q)) return PREFIX;
  if (symbol.includes(q) || coin.name.toLowerCase().includes(q)) return SUBSTRING;
  return null;
}

/**
 * Coins matching `query`, case-insensitive: 'chainsymbol:symbol' or 'chainname:symbol'
 * (e.g. 'trx:usdt', 'binance_smart_chain:usdt'), else a substring of the symbol or name, or
 * an exact contract address. Exact symbol matches come first, then prefixes, then the rest,
 * each group in input order. An empty query returns every coin.
 */
export function searchCoins<T extends SearchableCoin>(coins: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...coins];
  const ranked: { coin: T; rank: number; i: number }[] = [];
  coins.forEach((coin, i) => {
    const rank = rankOf(coin, q);
    if (rank !== null) ranked.push({ coin, rank, i });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);
  return ranked.map((r) => r.coin);
}
