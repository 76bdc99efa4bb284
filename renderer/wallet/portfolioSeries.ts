import type { PriceSeries } from '../../shared/contract/priceHistory';
import { fiatDecimalsOf, fiatValue, sumFiat } from '../../shared/fiat';
import { marketSymbol } from './portfolio';

/** A holding as the chart needs it: a market symbol and a balance in the coin's unit. */
export interface Holding {
  symbol: string;
  balance: string | null;
}

export interface ValuePoint {
  /** epoch milliseconds */
  t: number;
  /** fiat, fixed places */
  value: string;
}

export interface PortfolioSeries {
  points: ValuePoint[];
  /** held symbols the chart leaves out: no history is known for them */
  missing: string[];
}

/**
 * Balances summed per market symbol (ETH on Ethereum, Base and Arbitrum is one ETH holding),
 * zero and unknown balances left out: they add nothing to the chart and cost a request each.
 */
export function holdingsBySymbol(holdings: readonly Holding[], decimals = 18): Map<string, string> {
  const out = new Map<string, bigint>();
  const scale = 10n ** BigInt(decimals);
  for (const h of holdings) {
    const sym = marketSymbol(h.symbol);
    if (sym === null || h.balance === null || !/^\d+(\.\d+)?$/.test(h.balance)) continue;
    const [whole, frac = ''] = h.balance.split('.') as [string, string?];
    const units = BigInt(whole) * scale + BigInt(frac.slice(0, decimals).padEnd(decimals, '0') || '0');
    if (units > 0n) out.set(sym, (out.get(sym) ?? 0n) + units);
  }
  return new Map(
    [...out].map(([s, u]) => {
      const frac = (u % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
      return [s, frac ? `${u / scale}.${frac}` : `${u / scale}`];
    }),
  );
}

/**
 * The portfolio's value over time: today's holdings × each moment's price, exact in bigint
 * (shared/fiat). The grid is the densest series' timestamps; every other coin is priced at
 * its latest point at or before each moment (its first point before it starts), so coins
 * sampled at slightly different instants still add up to one line.
 */
export function portfolioSeries(
  holdings: ReadonlyMap<string, string>,
  series: readonly PriceSeries[],
  currency: string,
): PortfolioSeries {
  const places = fiatDecimalsOf(currency);
  const priced: { balance: string; points: { t: number; price: string }[] }[] = [];
  const missing: string[] = [];
  for (const [symbol, balance] of holdings) {
    const s = series.find((x) => x.symbol === symbol);
    if (!s?.points || s.points.length === 0) missing.push(symbol);
    else priced.push({ balance, points: s.points });
  }
  if (priced.length === 0) return { points: [], missing };
  const grid = priced.reduce((a, b) => (b.points.length > a.points.length ? b : a)).points.map((p) => p.t);
  const cursors = priced.map(() => 0);
  const points = grid.map((t) => {
    const values = priced.map((h, i) => {
      let c = cursors[i]!;
      while (c + 1 < h.points.length && h.points[c + 1]!.t <= t) c++;
      cursors[i] = c;
      return fiatValue(h.balance, h.points[c]!.price, places);
    });
    return { t, value: sumFiat(values, places) };
  });
  return { points, missing };
}

/** A coin's own price line as value points (the coin page's chart). */
export function priceLine(series: PriceSeries | undefined): ValuePoint[] {
  return (series?.points ?? []).map((p) => ({ t: p.t, value: p.price }));
}
