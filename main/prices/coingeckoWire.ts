/**
 * CoinGecko's /simple/price answer: an object keyed by coin id, each holding one JSON number
 * per asked currency under the currency's lowercase code, e.g. {"bitcoin":{"usd":64123.45}}.
 * Ids CoinGecko does not know are left out of the answer, and a coin without a price in a
 * currency has no key for it; neither is an error. Each coin is checked on its own so one odd
 * record cannot cost the whole batch its prices.
 */
import { z } from 'zod';
import { decimalFromNumber } from './decimalFromNumber';

const AnswerSchema = z.record(z.string(), z.unknown());
const CoinSchema = z.record(z.string(), z.unknown());
const PriceSchema = z.number();

/**
 * symbol → price as a decimal string, for the wanted symbols (symbol → CoinGecko id) priced in
 * `currency` (any case). Null when the body is not the documented object at all, so the
 * caller can tell a malformed answer from one that simply priced nothing.
 */
export function parseCoinGeckoPrices(
  body: unknown,
  wanted: ReadonlyMap<string, string>,
  currency: string,
): Map<string, string> | null {
  const answer = AnswerSchema.safeParse(body);
  if (!answer.success) return null;
  const key = currency.toLowerCase();
  const out = new Map<string, string>();
  for (const [symbol, id] of wanted) {
    if (!Object.hasOwn(answer.data, id)) continue;
    const coin = CoinSchema.safeParse(answer.data[id]);
    if (!coin.success || !Object.hasOwn(coin.data, key)) continue;
    const price = PriceSchema.safeParse(coin.data[key]);
    // decimalFromNumber refuses negatives, NaN, ∞ and dust beyond 36 places.
    const decimal = price.success ? decimalFromNumber(price.data) : null;
    if (decimal !== null) out.set(symbol, decimal);
  }
  return out;
}

const ChangeSchema = z.number().finite();

/**
 * symbol → the price's change over 24 h in percent, rounded to two places with its sign
 * ("+1.23", "-0.50"), from the `{currency}_24h_change` field that `include_24hr_change=true`
 * adds beside each price. Coins without the field (too new, no volume) are left out; null
 * when the body is not the documented object at all.
 */
export function parseCoinGeckoChanges(
  body: unknown,
  wanted: ReadonlyMap<string, string>,
  currency: string,
): Map<string, string> | null {
  const answer = AnswerSchema.safeParse(body);
  if (!answer.success) return null;
  const key = `${currency.toLowerCase()}_24h_change`;
  const out = new Map<string, string>();
  for (const [symbol, id] of wanted) {
    if (!Object.hasOwn(answer.data, id)) continue;
    const coin = CoinSchema.safeParse(answer.data[id]);
    if (!coin.success || !Object.hasOwn(coin.data, key)) continue;
    const change = ChangeSchema.safeParse(coin.data[key]);
    if (change.success) out.set(symbol, signedPercent(change.data));
  }
  return out;
}

/** 1.234 → "+1.23", -0.004 → "0.00" (a change that rounds to nothing has no direction). */
export function signedPercent(n: number): string {
  const fixed = Math.abs(n).toFixed(2);
  if (fixed === '0.00') return '0.00';
  return `${n < 0 ? '-' : '+'}${fixed}`;
}
