import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import { COINGECKO_IDS, coingeckoIdOf } from './coingeckoIds';

/** The renderer's marketSymbol: the symbol uppercased, or none when it is not [A-Z0-9]{1,16}. */
const marketSymbol = (symbol: string): string | null => {
  const s = symbol.toUpperCase();
  return /^[A-Z0-9]{1,16}$/.test(s) ? s : null;
};

/** Catalogue symbols CoinGecko does not list; add one here only after checking. */
const NOT_ON_COINGECKO: readonly string[] = [];

describe('COINGECKO_IDS', () => {
  it('has an id for every market symbol of the catalogue', () => {
    const symbols = new Set(CATALOGUE.flatMap((e) => marketSymbol(e.symbol) ?? []));
    const missing = [...symbols].filter((s) => !COINGECKO_IDS.has(s) && !NOT_ON_COINGECKO.includes(s));
    expect(missing).toEqual([]);
  });

  it('holds well-formed ids, each for one symbol', () => {
    for (const [symbol, id] of COINGECKO_IDS) {
      expect(symbol).toMatch(/^[A-Z0-9]{1,16}$/);
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    const ids = [...COINGECKO_IDS.values()];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps the main coins to their own ids, not a look-alike sharing the symbol', () => {
    expect(coingeckoIdOf('BTC')).toBe('bitcoin');
    expect(coingeckoIdOf('ETH')).toBe('ethereum');
    expect(coingeckoIdOf('USDT')).toBe('tether');
    expect(coingeckoIdOf('WETH')).toBe('weth');
    expect(coingeckoIdOf('NOPE')).toBeUndefined();
    expect(coingeckoIdOf('constructor')).toBeUndefined();
  });
});
