/**
 * The look-alike rule behind address-poisoning warnings: two different addresses whose first
 * and last characters match, the way a vanity-generated address mimics one the user paid.
 *
 * Only the part of an address that varies between addresses is compared: a fixed prefix every
 * address of the chain shares ('0x', a bech32 'bc1q' or 'cosmos1', a version character, or a
 * family's own prefix from its module)
 * would make all of the wallet's own addresses "match" at the start. Hex and bech32 compare
 * without case (their case is a checksum or nothing); base58 and the rest compare exactly.
 *
 * Pure and chain-agnostic: the signer runs it over its journal, main over the address book and
 * over history senders.
 */
import { FAMILY_MODULES } from '../chains/families';

/**
 * Characters compared at the start of the varying part. Poisoners generate addresses that match
 * what wallets and explorers show (`0xd9A1…53a91`); three shared leading characters are already
 * 12 bits of hex, so with the tail below a chance match is about 1 in 270 million per pair.
 */
export const LOOKALIKE_HEAD = 3;
/** Characters compared at the end. 4 hex (16 bits) ends of the May 2024 theft matched with 5. */
export const LOOKALIKE_TAIL = 4;

const HEX = /^0x([0-9a-fA-F]+)$/;
/** bech32 / bech32m: human-readable part, '1', then the data (one case only) */
const BECH32 = /^([a-z0-9]{1,83})1([qpzry9x8gf2tvdw0s3jn54khce6mua7l]{20,})$/;
/** the families' own fixed prefixes (shared/chains/<f>/index.ts, `addressPrefix`) */
const PREFIXES = FAMILY_MODULES.flatMap((m) => (m.addressPrefix ? [m.addressPrefix] : []));

/** The part of an address that differs between addresses, in the case it compares in. */
export function addressBody(address: string): string {
  const a = address.trim();
  const hex = HEX.exec(a);
  if (hex) return hex[1]!.toLowerCase();
  const lower = a.toLowerCase();
  if (a === lower || a === a.toUpperCase()) {
    const b = BECH32.exec(lower);
    // a segwit address's first data character is its witness version, the same for every address
    if (b) return b[2]!.slice(1);
  }
  for (const p of PREFIXES) {
    if (p.oneCase && a !== lower && a !== a.toUpperCase()) continue;
    const m = p.pattern.exec(a);
    if (m) return m[1]!;
  }
  // base58 and others: the first character is a version byte on most chains (T, 1/3, L/M, r, G)
  return a.slice(1);
}

/** True when `a` and `b` are the same address as far as this rule can tell (case where case is not meaning). */
export function sameAddress(a: string, b: string): boolean {
  const x = a.trim();
  const y = b.trim();
  if (x === y) return true;
  const hexOrBech = (s: string) => HEX.test(s) || BECH32.test(s.toLowerCase());
  return hexOrBech(x) && hexOrBech(y) && x.toLowerCase() === y.toLowerCase();
}

/**
 * True when `candidate` mimics `known`: a different address whose varying part starts with the
 * same LOOKALIKE_HEAD characters and ends with the same LOOKALIKE_TAIL ones.
 */
export function isLookalike(candidate: string, known: string): boolean {
  if (sameAddress(candidate, known)) return false;
  const c = addressBody(candidate);
  const k = addressBody(known);
  if (c.length < LOOKALIKE_HEAD + LOOKALIKE_TAIL + 1 || k.length < LOOKALIKE_HEAD + LOOKALIKE_TAIL + 1)
    return false;
  if (c === k) return false;
  return (
    c.slice(0, LOOKALIKE_HEAD) === k.slice(0, LOOKALIKE_HEAD) &&
    c.slice(-LOOKALIKE_TAIL) === k.slice(-LOOKALIKE_TAIL)
  );
}

/**
 * The first of `known` that `candidate` mimics, or null. An address in `own` (the wallet's own)
 * is never flagged, and an exact match of any known address means it is that one, not a copy.
 */
export function findLookalike<T>(
  candidate: string,
  known: readonly T[],
  addressOf: (k: T) => string,
  own: readonly string[] = [],
): T | null {
  if (own.some((o) => sameAddress(o, candidate))) return null;
  if (known.some((k) => sameAddress(addressOf(k), candidate))) return null;
  return known.find((k) => isLookalike(candidate, addressOf(k))) ?? null;
}
