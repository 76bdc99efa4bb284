/**
 * How a locale writes numbers, read once from Intl with small integers (never an amount): the
 * group and decimal separators, the minus sign, the digit glyphs and the group sizes (3 then 3
 * in "1,234,567"; 3 then 2 in India's "12,34,567"). The formatters then place these around
 * the digits of a decimal string themselves, so an amount never passes through a float.
 */
export interface NumberSymbols {
  group: string;
  decimal: string;
  minus: string;
  /** the ten digit glyphs, '0' to '9' in the locale's numbering system */
  digits: readonly string[];
  /** size of the group next to the decimal point */
  primary: number;
  /** size of every group after it */
  secondary: number;
}

const cache = new Map<string, NumberSymbols>();

export const EN_US: NumberSymbols = {
  group: ',',
  decimal: '.',
  minus: '-',
  digits: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  primary: 3,
  secondary: 3,
};

/** The symbols of `locale`; an unknown or malformed locale falls back to en-US. */
export function numberSymbols(locale: string): NumberSymbols {
  const hit = cache.get(locale);
  if (hit) return hit;
  let symbols: NumberSymbols;
  try {
    const nf = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 1 });
    const part = (n: number, type: Intl.NumberFormatPartTypes) =>
      nf.formatToParts(n).find((p) => p.type === type)?.value;
    const groups = nf
      .formatToParts(1_234_567_890)
      .filter((p) => p.type === 'integer')
      .map((p) => p.value.length);
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    symbols = {
      group: part(1_234_567, 'group') ?? EN_US.group,
      decimal: part(1.5, 'decimal') ?? EN_US.decimal,
      minus: part(-1, 'minusSign') ?? EN_US.minus,
      digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
      primary: groups.length > 1 ? groups[groups.length - 1]! : 3,
      secondary: groups.length > 2 ? groups[groups.length - 2]! : 3,
    };
  } catch {
    symbols = EN_US;
  }
  cache.set(locale, symbols);
  return symbols;
}
