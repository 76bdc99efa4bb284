import { describe, expect, it } from 'vitest';
import vectors from './vectors/own-addresses.json';
import {
  addressBody,
  findLookalike,
  isLookalike,
  LOOKALIKE_HEAD,
  LOOKALIKE_TAIL,
  sameAddress,
} from './lookalike';

/** Replaces the middle of `a`'s varying part, keeping its first `head` and last `tail` characters. */
function mimic(a: string, alphabet: string, head = LOOKALIKE_HEAD, tail = LOOKALIKE_TAIL): string {
  const body = addressBody(a);
  const at = a.length - body.length; // the prefix the rule skips (for bech32: hrp, '1', version)
  const cut = at + head;
  const mid = a.slice(cut, a.length - tail);
  const swapped = [...mid].map((c) => alphabet[(alphabet.indexOf(c) + 7) % alphabet.length]).join('');
  return a.slice(0, cut) + swapped + a.slice(a.length - tail);
}

const HEXA = '0123456789abcdef';
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

// name, a real address, a copy that keeps its ends
const cases: { name: string; known: string; alike: string }[] = [
  // the May 2024 theft (71 M$ of WBTC): the address the victim meant, and the one he copied from history
  {
    name: 'EVM hex, a real poisoning pair',
    known: '0xd9A1b0B1e1aE382DbDc898Ea68012FfcB2853a91',
    alike: '0xd9A1C3788D81257612E2581A6ea0aDa244853a91',
  },
  {
    name: 'EVM hex, lower case',
    known: vectors.own.ethereum[0]!,
    alike: mimic(vectors.own.ethereum[0]!.toLowerCase(), HEXA),
  },
  { name: 'Tron base58', known: vectors.own.tron[0]!, alike: mimic(vectors.own.tron[0]!, B58) },
  { name: 'Solana base58', known: vectors.own.solana[0]!, alike: mimic(vectors.own.solana[0]!, B58) },
  {
    name: 'Bitcoin legacy base58',
    known: vectors.own['bitcoin-legacy'][0]!,
    alike: mimic(vectors.own['bitcoin-legacy'][0]!, B58),
  },
  {
    name: 'Bitcoin bech32 (segwit v0)',
    known: vectors.own.bitcoin[0]!,
    alike: mimic(vectors.own.bitcoin[0]!, B32),
  },
  {
    name: 'Bitcoin bech32m (taproot)',
    known: vectors.own['bitcoin-taproot'][0]!,
    alike: mimic(vectors.own['bitcoin-taproot'][0]!, B32),
  },
  { name: 'Cosmos bech32', known: vectors.own.cosmos[0]!, alike: mimic(vectors.own.cosmos[0]!, B32) },
  {
    name: 'XRP base58 (ripple alphabet)',
    known: vectors.own.ripple[0]!,
    alike: mimic(vectors.own.ripple[0]!, B58),
  },
  { name: 'Tezos tz1', known: vectors.own.tezos[0]!, alike: mimic(vectors.own.tezos[0]!, B58) },
];

describe('isLookalike', () => {
  it.each(cases)('$name: a copy with the same ends is a look-alike', ({ known, alike }) => {
    expect(alike).not.toBe(known);
    expect(isLookalike(alike, known)).toBe(true);
    expect(isLookalike(known, alike)).toBe(true);
  });

  it.each(cases)('$name: one character fewer at either end is not', ({ known }) => {
    const alphabet = known.startsWith('0x') ? HEXA : /^[a-z]+1/.test(known) ? B32 : B58;
    const src = known.startsWith('0x') ? known.toLowerCase() : known;
    expect(isLookalike(mimic(src, alphabet, LOOKALIKE_HEAD - 1, LOOKALIKE_TAIL), known)).toBe(false);
    expect(isLookalike(mimic(src, alphabet, LOOKALIKE_HEAD, LOOKALIKE_TAIL - 1), known)).toBe(false);
  });

  it('the same address is not a look-alike of itself, in any case where case carries no meaning', () => {
    const eth = '0xd9A1b0B1e1aE382DbDc898Ea68012FfcB2853a91';
    expect(isLookalike(eth.toLowerCase(), eth)).toBe(false);
    const bc = vectors.own.bitcoin[0]!;
    expect(isLookalike(bc.toUpperCase(), bc)).toBe(false);
    expect(sameAddress(bc.toUpperCase(), bc)).toBe(true);
    // base58 case is meaning: another address, and here not a look-alike either
    const sol = vectors.own.solana[0]!;
    expect(sameAddress(sol.toLowerCase(), sol)).toBe(false);
  });

  it('the thresholds are what the warnings were designed for', () => {
    expect({ LOOKALIKE_HEAD, LOOKALIKE_TAIL }).toEqual({ LOOKALIKE_HEAD: 3, LOOKALIKE_TAIL: 4 });
  });

  it('skips the prefix every address of a chain shares', () => {
    expect(addressBody('0xAbCdef0123456789abcdef0123456789abcdef01')).toBe(
      'abcdef0123456789abcdef0123456789abcdef01',
    );
    expect(addressBody(vectors.own.bitcoin[0]!)).toBe(vectors.own.bitcoin[0]!.slice(4));
    expect(addressBody(vectors.own.cosmos[0]!)).toBe(vectors.own.cosmos[0]!.slice(8));
    expect(addressBody(vectors.own.tezos[0]!)).toBe(vectors.own.tezos[0]!.slice(3));
    expect(addressBody(vectors.own.tron[0]!)).toBe(vectors.own.tron[0]!.slice(1));
  });
});

describe('no false alarm on the wallet’s own addresses', () => {
  const all = Object.entries(vectors.own);
  it.each(all)('%s: none of 12 derived addresses looks like another', (_chain, own) => {
    for (const a of own) for (const b of own) expect(isLookalike(a, b), `${a} ~ ${b}`).toBe(false);
  });

  it('across every chain’s vectors together, no pair matches either', () => {
    const every = all.flatMap(([, own]) => own);
    let flagged = 0;
    for (const a of every) for (const b of every) if (isLookalike(a, b)) flagged++;
    expect(flagged).toBe(0);
  });

  it('findLookalike never flags an own address, nor an exact counterparty', () => {
    const own = vectors.own.ethereum;
    const alike = mimic(own[0]!.toLowerCase(), HEXA);
    const known = [{ address: alike, date: 1 }];
    expect(findLookalike(own[0]!, known, (k) => k.address, own)).toBeNull();
    expect(findLookalike(alike.toUpperCase().replace('0X', '0x'), known, (k) => k.address)).toBeNull();
    expect(findLookalike(own[0]!, known, (k) => k.address)).toEqual(known[0]);
  });
});
