/**
 * CoinMarketCap's quotes/latest answer, read defensively: v1 keys `data` by symbol with one
 * record, v2 by symbol with an array of records (several coins can share a symbol; the
 * first is the one CMC ranks highest). The body is read as unknown JSON, checked at each step.
 */
import { decimalFromNumber } from './decimalFromNumber';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** symbol → price as a decimal string, for the symbols asked; unknown or unpriced ones are left out. */
export function parseCmcQuotes(
  body: unknown,
  symbols: readonly string[],
  currency: string,
): Map<string, string> {
  const out = new Map<string, string>();
  if (!isRecord(body) || !isRecord(body.data)) return out;
  const data = body.data;
  for (const symbol of symbols) {
    const entry = data[symbol];
    const record: unknown = Array.isArray(entry) ? entry[0] : entry;
    if (!isRecord(record) || !isRecord(record.quote)) continue;
    const quote = record.quote[currency];
    const price = isRecord(quote) ? quote.price : undefined;
    if (typeof price !== 'number') continue;
    const decimal = decimalFromNumber(price);
    if (decimal !== null) out.set(symbol, decimal);
  }
  return out;
}
