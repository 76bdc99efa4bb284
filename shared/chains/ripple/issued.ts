/**
 * Issued currencies on the XRP Ledger (issue 37), as main and the signer both read them. A
 * token is `CURRENCY:ISSUER`: the currency as the ledger writes it (a 3-character standard code
 * or 40 hex digits, a nonstandard code) and the issuing account (classic r… address). An issued
 * amount is a decimal with 15 significant digits on the ledger; the wallet counts it in base
 * units of ISSUED_DECIMALS and writes only values that are exact in them.
 */

/** the decimals the wallet counts issued amounts in (USD cents and beyond; dust below is not shown) */
export const ISSUED_DECIMALS = 6;

/** a standard code: 3 characters of the ledger's set, never XRP; or 40 hex digits */
export const CURRENCY_PATTERN = /^(?:[A-Za-z0-9?!@#$%^&*<>(){}[\]|]{3}|[0-9A-F]{40})$/;
export const ISSUER_PATTERN = /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/;
/** the shape of a token id: CURRENCY:ISSUER */
export const ISSUED_TOKEN_PATTERN =
  /^(?:[A-Za-z0-9?!@#$%^&*<>(){}[\]|]{3}|[0-9A-Fa-f]{40}):r[1-9A-HJ-NP-Za-km-z]{24,34}$/;

export interface IssuedToken {
  currency: string;
  issuer: string;
}

/** 'USD:r…' → its parts, the hex currency upper-case; null when it is not a token id. */
export function parseIssuedToken(id: string): IssuedToken | null {
  const t = id.trim();
  if (!ISSUED_TOKEN_PATTERN.test(t)) return null;
  const [currency, issuer] = t.split(':') as [string, string];
  const c = currency.length === 40 ? currency.toUpperCase() : currency;
  // XRP is the native coin, never an issued currency; an all-zero hex code is XRP's too
  if (c === 'XRP' || /^0{40}$/.test(c)) return null;
  return { currency: c, issuer };
}

export const issuedTokenId = (t: IssuedToken): string => `${t.currency}:${t.issuer}`;

/**
 * What a person reads for a currency: a standard code as it is; a 40-hex code whose first byte
 * is not 0x00 decoded as ASCII when it is printable (the common way names longer than three
 * letters are written: 534F4C4F… is SOLO), else the hex itself.
 */
export function currencySymbol(currency: string): string {
  if (currency.length !== 40) return currency;
  if (currency.startsWith('00')) return currency;
  let text = '';
  for (let i = 0; i < 40; i += 2) text += String.fromCharCode(parseInt(currency.slice(i, i + 2), 16));
  const trimmed = text.replace(/\0+$/, '');
  return /^[\x21-\x7e]{1,20}$/.test(trimmed) ? trimmed : currency;
}

/** A ledger value ('4.25', '100', '0.000001') in base units; null when it is not exact in them or negative. */
export function issuedUnits(value: string): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return null;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > ISSUED_DECIMALS) return null;
  return BigInt(m[1]!) * 10n ** BigInt(ISSUED_DECIMALS) + BigInt(frac.padEnd(ISSUED_DECIMALS, '0') || '0');
}

/** A ledger value rounded down to base units (a balance with dust below them); 0 for a negative one. */
export function issuedUnitsFloor(value: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return 0n;
  const frac = (m[2] ?? '').slice(0, ISSUED_DECIMALS);
  return BigInt(m[1]!) * 10n ** BigInt(ISSUED_DECIMALS) + BigInt(frac.padEnd(ISSUED_DECIMALS, '0') || '0');
}

/** Base units as the ledger value the codec writes: '4.25', '100'. */
export function issuedValue(units: bigint): string {
  const scale = 10n ** BigInt(ISSUED_DECIMALS);
  const whole = units / scale;
  const frac = (units % scale).toString(10).padStart(ISSUED_DECIMALS, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString(10);
}
