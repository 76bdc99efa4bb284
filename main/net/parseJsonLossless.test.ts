/**
 * parseJsonLossless against JSON.parse: the same value for every valid text, the same
 * SyntaxError for every invalid one, and exact bigints where JSON.parse would round.
 */
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './parseJsonLossless';

/** A canonical text of a parsed value: keeps key order, -0, and bigint apart from number. */
function canon(v: unknown): string {
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (typeof v === 'object') {
    if (Object.getPrototypeOf(v) !== Object.prototype) return 'odd prototype';
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${canon((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return `unexpected ${typeof v}`;
}

describe('parseJsonLossless: big integers', () => {
  it('reads u64::MAX and 2^53 + 1 exactly, where JSON.parse rounds', () => {
    const text = '{"rentEpoch":18446744073709551615,"v":9007199254740993,"n":-9007199254740993}';
    expect(parseJsonLossless(text)).toEqual({
      rentEpoch: 18446744073709551615n,
      v: 9007199254740993n,
      n: -9007199254740993n,
    });
    expect((JSON.parse(text) as { v: number }).v).toBe(9007199254740992);
  });

  it('keeps safe integers, fractions and exponents as the numbers JSON.parse makes', () => {
    const text = '[9007199254740991,-9007199254740991,9007199254740992,1.5,1e21,12345678901234567890.0,-0]';
    expect(canon(parseJsonLossless(text))).toBe(
      canon([
        9007199254740991,
        -9007199254740991,
        9007199254740992n,
        1.5,
        1e21,
        Number('12345678901234567890.0'),
        -0,
      ]),
    );
  });

  it('leaves digit runs inside strings and keys alone', () => {
    const text =
      '{"12345678901234567890":"12345678901234567890","a\\"12345678901234567890":"\\\\","b":[12345678901234567890]}';
    expect(canon(parseJsonLossless(text))).toBe(
      canon({
        '12345678901234567890': '12345678901234567890',
        'a"12345678901234567890': '\\',
        b: [12345678901234567890n],
      }),
    );
  });

  it('reads a bare top-level big integer', () => {
    expect(parseJsonLossless(' 18446744073709551616 ')).toBe(18446744073709551616n);
  });
});

describe('parseJsonLossless: same as JSON.parse', () => {
  const corpus = [
    'null',
    'true',
    'false',
    '0',
    '-0',
    '-1',
    '1.0',
    '1E+2',
    '-1e-7',
    '123456789012345',
    '1234567890123456',
    '0.1234567890123456789',
    '""',
    '"\\u00e9\\ud83d\\ude00 é 😀 \\n\\t\\r\\b\\f\\/\\\\\\""',
    '[]',
    '{}',
    ' \n\t\r[ 1 , [ [ ] ] , { "a" : { "b" : [ null ] } } ] ',
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1},"constructor":2}',
    '{"2":"b","1":"a","x":"c"}',
    '["\\\\", "\\\\\\"", "a\\\\"]',
    '{"hash":"00000000000000000001234567890123456789","n":[1,-2,3.25e-3]}',
  ];
  it.each(corpus)('%s', (text) => {
    expect(canon(parseJsonLossless(text))).toBe(canon(JSON.parse(text)));
  });

  const invalid = [
    '',
    '{12345678901234567890:1}',
    '[12345678901234567890',
    '{"a":12345678901234567890}x',
    '[01]',
    '[1,]',
    '[-]',
    '[+1]',
    '[.5]',
    '[1.]',
    '["\\x"]',
    '"abc',
    "{'a':1}",
    '[NaN]',
  ];
  it.each(invalid)('refuses %j as JSON.parse does', (text) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(() => parseJsonLossless(text)).toThrow(SyntaxError);
  });
});

/**
 * Random documents, written as text with the oracle beside them: every big integer the
 * generator writes is also written, in a shadow text, as a marked string that JSON.parse's
 * reviver turns into BigInt. The generator knows where its big integers are; the parser must
 * find the same ones from the text alone.
 */
describe('parseJsonLossless: random documents', () => {
  let seed = 0x5eed;
  const rand = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const digits = (n: number): string =>
    String(1 + Math.floor(rand() * 9)) +
    Array.from({ length: n - 1 }, () => Math.floor(rand() * 10)).join('');
  const ws = (): string => pick(['', '', ' ', '\n  ', '\t']);
  const MARK = '\u0001BIG:';

  const stringPieces = [
    'a',
    'é',
    '😀',
    '\\"',
    '\\\\',
    '\\n',
    '\\u0041',
    '\\ud83d\\ude00',
    '\\/',
    '12345678901234567890',
    ' ',
  ];
  const str = (): string =>
    `"${Array.from({ length: Math.floor(rand() * 5) }, () => pick(stringPieces)).join('')}"`;

  /** [text, shadow] of one number literal */
  function num(): [string, string] {
    const sign = rand() < 0.3 ? '-' : '';
    const kind = Math.floor(rand() * 6);
    if (kind === 0) return [`${sign}0`, `${sign}0`];
    if (kind === 1) {
      const lit = `${sign}${digits(1 + Math.floor(rand() * 15))}`;
      return [lit, lit];
    }
    if (kind === 2) {
      // 16 to 25 digits: a big integer unless it is a 16-digit one below 2^53
      const lit = `${sign}${digits(16 + Math.floor(rand() * 10))}`;
      const big =
        BigInt(lit) > BigInt(Number.MAX_SAFE_INTEGER) || BigInt(lit) < -BigInt(Number.MAX_SAFE_INTEGER);
      return [lit, big ? `"\\u0001BIG:${lit}"` : lit];
    }
    const lit =
      kind === 3
        ? `${sign}${digits(1 + Math.floor(rand() * 20))}.${digits(1 + Math.floor(rand() * 20))}`
        : `${sign}${digits(1 + Math.floor(rand() * 20))}${pick(['e', 'E'])}${pick(['', '+', '-'])}${Math.floor(rand() * 30)}`;
    return [lit, lit];
  }

  function value(depth: number): [string, string] {
    const r = rand();
    if (depth > 3 || r < 0.35) {
      if (r < 0.2) return num();
      const lit = pick(['null', 'true', 'false', str(), str()]);
      return [lit, lit];
    }
    const items = Array.from({ length: Math.floor(rand() * 5) }, () => value(depth + 1));
    if (r < 0.65)
      return [`[${items.map(([t]) => ws() + t + ws()).join(',')}]`, `[${items.map(([, s]) => s).join(',')}]`];
    const keys = items.map(() => pick([str(), '"a"', '"__proto__"', '"7"']));
    return [
      `{${items.map(([t], i) => `${ws()}${keys[i]}${ws()}:${ws()}${t}${ws()}`).join(',')}}`,
      `{${items.map(([, s], i) => `${keys[i]}:${s}`).join(',')}}`,
    ];
  }

  it('equal JSON.parse on 3000 documents, with bigints exactly where big integers were written', () => {
    let bigOnes = 0;
    for (let n = 0; n < 3000; n++) {
      const [text, shadow] = value(0);
      const expected: unknown = JSON.parse(shadow, (_k, v: unknown) =>
        typeof v === 'string' && v.startsWith(MARK) ? BigInt(v.slice(MARK.length)) : v,
      );
      if (shadow !== text) bigOnes++;
      expect(canon(parseJsonLossless(text)), text).toBe(canon(expected));
    }
    expect(bigOnes).toBeGreaterThan(100);
  });
});
