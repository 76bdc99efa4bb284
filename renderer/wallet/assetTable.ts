import { parseUnits } from '../../shared/amount';

/**
 * The portfolio table's arithmetic: its order (by value), each row's share of the wallet and
 * which rows count as small. Fiat values arrive as decimal strings with the currency's places
 * (wallet/portfolio.ts) and are compared as bigint, never as floats.
 */

/** Below this many units of the local currency a holding is "small" (the switch hides it). */
export const SMALL_VALUE = '1';

/** Shares are counted in tenths of a percent, so the one-decimal figures shown add up to 100.0 %. */
export const SHARE_UNITS = 1000;

interface Keyed {
  id: string;
}

const units = (value: string | null | undefined, places: number): bigint | null => {
  if (value === null || value === undefined) return null;
  try {
    return parseUnits(value, places);
  } catch {
    return null;
  }
};

/**
 * Largest value first; coins whose value is unknown (no price, or a balance not read) after
 * every known one; equal values keep the wallet's own order.
 */
export function sortByValue<T extends Keyed>(
  coins: readonly T[],
  values: ReadonlyMap<string, string | null> | undefined,
  places: number,
): T[] {
  const keyed = coins.map((c, i) => ({ c, i, v: units(values?.get(c.id), places) }));
  keyed.sort((a, b) => {
    if (a.v !== null && b.v !== null && a.v !== b.v) return b.v > a.v ? 1 : -1;
    if ((a.v === null) !== (b.v === null)) return a.v === null ? 1 : -1;
    return a.i - b.i;
  });
  return keyed.map((k) => k.c);
}

/**
 * Each coin's share of the known total in tenths of a percent, by largest remainder: the
 * rounded shares always add up to SHARE_UNITS exactly (none when the total is zero or unknown).
 */
export function sharesOf(
  values: ReadonlyMap<string, string | null> | undefined,
  places: number,
): Map<string, number> {
  const known: { id: string; v: bigint }[] = [];
  for (const [id, value] of values ?? []) {
    const v = units(value, places);
    if (v !== null) known.push({ id, v });
  }
  const total = known.reduce((s, k) => s + k.v, 0n);
  const out = new Map<string, number>();
  if (total === 0n) return out;
  const scale = BigInt(SHARE_UNITS);
  const parts = known.map((k) => ({
    id: k.id,
    floor: (k.v * scale) / total,
    rest: (k.v * scale) % total,
  }));
  let left = Number(scale - parts.reduce((s, p) => s + p.floor, 0n));
  const byRest = [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0));
  for (const p of byRest) {
    out.set(p.id, Number(p.floor) + (left > 0 && p.rest > 0n ? 1 : 0));
    if (left > 0 && p.rest > 0n) left--;
  }
  return out;
}

/** "12.3 %" from tenths of a percent. */
export function shareText(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10} %`;
}

/**
 * Whether the "hide small balances" switch hides this row: worth less than SMALL_VALUE, or,
 * without a price, holding nothing. A balance that could not be read is never hidden (the row
 * says why), nor one still loading.
 */
export function isSmall(
  balance: string | null | undefined,
  value: string | null | undefined,
  places: number,
): boolean {
  if (balance === null || balance === undefined) return false;
  const v = units(value, places);
  if (v !== null) return v < parseUnits(SMALL_VALUE, places);
  return !/[1-9]/.test(balance);
}
