import type { QuotesSource } from './priceService';

/**
 * One source made of several, in order of preference: the first is asked for every symbol,
 * each next one only for the symbols no earlier source priced. An outage (an empty map) thus
 * passes the whole batch on, and a provider that does not list a token lets the next one
 * price it. A source that throws despite the QuotesSource contract counts as an outage, so
 * one broken provider cannot hide the others.
 */
export function firstAnswering(sources: readonly QuotesSource[]): QuotesSource {
  return async (symbols, currency) => {
    const out = new Map<string, string>();
    let missing = [...new Set(symbols)];
    for (const source of sources) {
      if (missing.length === 0) break;
      let got: Map<string, string>;
      try {
        got = await source(missing, currency);
      } catch {
        got = new Map();
      }
      for (const symbol of missing) {
        const price = got.get(symbol);
        if (price !== undefined) out.set(symbol, price);
      }
      missing = missing.filter((s) => !out.has(s));
    }
    return out;
  };
}
