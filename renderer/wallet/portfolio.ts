import { fiatDecimalsOf, fiatValue, sumFiat } from '../../shared/fiat';

/** The market symbol the price feed is asked for, or null when the feed could not know it. */
export function marketSymbol(symbol: string): string | null {
  const s = symbol.toUpperCase();
  return /^[A-Z0-9]{1,16}$/.test(s) ? s : null;
}

export interface PortfolioCoin {
  id: string;
  symbol: string;
}

export interface Slice {
  label: string;
  /** fiat value, fixed places */
  value: string;
  /** share of the total in basis points (0–10000), for the allocation bar */
  bps: number;
}

export interface Portfolio {
  /** coin id → fiat value; null when balance or price is unknown */
  values: Map<string, string | null>;
  /** sum of the known values; null when no value is known */
  total: string | null;
  /** largest holdings by fiat value, the rest folded into "Other" */
  slices: Slice[];
}

/** How many holdings the allocation bar names before folding the rest into "Other". */
const TOP = 5;

/**
 * Fiat value of each coin (balance × price), the wallet total and its allocation, exact in
 * bigint (shared/fiat). Prices are keyed by market symbol.
 */
export function portfolio(
  coins: readonly PortfolioCoin[],
  balances: ReadonlyMap<string, string | null> | undefined,
  prices: ReadonlyMap<string, string | null> | undefined,
  currency: string,
): Portfolio {
  const places = fiatDecimalsOf(currency);
  const values = new Map<string, string | null>();
  const known: { label: string; value: string; units: bigint }[] = [];
  for (const c of coins) {
    const balance = balances?.get(c.id);
    const sym = marketSymbol(c.symbol);
    const price = sym ? prices?.get(sym) : undefined;
    if (balance === undefined || balance === null || price === undefined || price === null) {
      values.set(c.id, null);
      continue;
    }
    const value = fiatValue(balance, price, places);
    values.set(c.id, value);
    known.push({ label: c.symbol, value, units: BigInt(value.replace('.', '')) });
  }
  if (known.length === 0) return { values, total: null, slices: [] };
  const total = sumFiat(
    known.map((k) => k.value),
    places,
  );
  const totalUnits = BigInt(total.replace('.', ''));
  const sorted = known
    .filter((k) => k.units > 0n)
    .sort((a, b) => (b.units > a.units ? 1 : b.units < a.units ? -1 : 0));
  const head = sorted.slice(0, TOP);
  const rest = sorted.slice(TOP);
  const slices: Slice[] = head.map((k) => ({ label: k.label, value: k.value, units: k.units })).map(toSlice);
  if (rest.length > 0) {
    const value = sumFiat(
      rest.map((k) => k.value),
      places,
    );
    slices.push(toSlice({ label: 'Other', value, units: BigInt(value.replace('.', '')) }));
  }
  return { values, total, slices };

  function toSlice(k: { label: string; value: string; units: bigint }): Slice {
    return {
      label: k.label,
      value: k.value,
      bps: totalUnits === 0n ? 0 : Number((k.units * 10000n) / totalUnits),
    };
  }
}
