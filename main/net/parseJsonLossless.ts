/**
 * JSON.parse, except that an integer literal beyond ±(2^53 − 1) becomes an exact `bigint`
 * instead of the nearest double. Satoshi, lamports, sun, lovelace and tinybars arrive as JSON
 * numbers; a Dogecoin balance passes 2^53 at about 90 million DOGE, and Solana sends u64::MAX
 * (18446744073709551615) as a routine `rentEpoch`.
 *
 * Why this design: refusing big literals would fail whole answers over fields we never read
 * (that rentEpoch), Node 20 has no JSON.parse source access, and a hand-written parser would
 * be a second JSON.parse to get wrong. So JSON.parse does all the parsing: the text is parsed
 * as it is first (what JSON.parse refuses stays refused, and an answer with no run of 16
 * digits costs nothing more); otherwise a scan that only tells strings from the rest finds
 * the big integer literals, each is rewritten into a string tagged with a per-call random
 * nonce, and the reviver turns those back with BigInt(literal), which is exact. Fractions and
 * exponents stay the numbers JSON.parse makes: whether one may be an amount is the reader's
 * question (baseUnitsOf refuses them).
 */
import { randomUUID } from 'node:crypto';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const INTEGER_LITERAL = /^-?(?:0|[1-9]\d*)$/;
/** The shortest integer literal that can pass 2^53 − 1 (9007199254740991) has 16 digits. */
const LONG_DIGIT_RUN = /\d{16}/;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isNumberChar = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45 || c === 0x65;

/** Index just past the string that opens at `open`; `text` is valid JSON. */
function afterString(text: string, open: number): number {
  for (let q = text.indexOf('"', open + 1); q >= 0; q = text.indexOf('"', q + 1)) {
    let slashes = 0;
    while (text.charCodeAt(q - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return q + 1;
  }
  return text.length;
}

/** [start, end) of every integer literal outside ±(2^53 − 1), in a text JSON.parse accepted. */
function bigIntegerSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = afterString(text, i);
    } else if (isNumberChar(c)) {
      let j = i + 1;
      while (j < text.length && isNumberChar(text.charCodeAt(j))) j++;
      const literal = text.slice(i, j);
      if (literal.length >= 16 && INTEGER_LITERAL.test(literal)) {
        const v = BigInt(literal);
        if (v > SAFE || v < -SAFE) spans.push([i, j]);
      }
      i = j;
    } else {
      i++;
    }
  }
  return spans;
}

/**
 * Parses JSON text as JSON.parse does, but reads integers outside the double's safe range as
 * exact bigints. Throws JSON.parse's SyntaxError on malformed text.
 *
 * @example parseJsonLossless('{"a":18446744073709551615,"b":1.5}') // { a: 18446744073709551615n, b: 1.5 }
 */
export function parseJsonLossless(text: string): unknown {
  const plain: unknown = JSON.parse(text);
  if (!LONG_DIGIT_RUN.test(text)) return plain;
  const spans = bigIntegerSpans(text);
  if (spans.length === 0) return plain;
  const tag = `bigint:${randomUUID()}:`;
  let rewritten = '';
  let at = 0;
  for (const [start, end] of spans) {
    rewritten += `${text.slice(at, start)}"${tag}${text.slice(start, end)}"`;
    at = end;
  }
  rewritten += text.slice(at);
  return JSON.parse(rewritten, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(tag) ? BigInt(value.slice(tag.length)) : value,
  ) as unknown;
}
