import { bech32 } from '@scure/base';

/*
 * CashAddr (Bitcoin Cash), per https://github.com/bitcoincashorg/bitcoincash.org/blob/master/spec/cashaddr.md.
 * It is an encoding, not a cryptographic primitive: bech32's character set and 5-bit
 * grouping (taken from @scure/base) with a 40-bit BCH checksum over the prefix and payload.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

export type CashaddrType = 'p2pkh' | 'p2sh';

function polymod(values: readonly number[]): bigint {
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    GENERATORS.forEach((g, i) => {
      if ((c0 >> BigInt(i)) & 1n) c ^= g;
    });
  }
  return c ^ 1n;
}

const prefixWords = (prefix: string): number[] => [...prefix].map((ch) => ch.charCodeAt(0) & 0x1f);

/** Encodes a 20-byte hash as `prefix:q…` (P2PKH) or `prefix:p…` (P2SH). */
export function encodeCashaddr(prefix: string, type: CashaddrType, hash: Uint8Array): string {
  if (hash.length !== 20) throw new Error('cashaddr hash must be 20 bytes');
  const payload = new Uint8Array(21);
  payload[0] = type === 'p2sh' ? 0x08 : 0x00;
  payload.set(hash, 1);
  const words = bech32.toWords(payload);
  const mod = polymod([...prefixWords(prefix), 0, ...words, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((mod >> BigInt(5 * (7 - i))) & 0x1fn));
  return `${prefix}:${[...words, ...checksum].map((w) => CHARSET[w]).join('')}`;
}

/** Decodes `prefix:payload` and checks prefix, case, checksum, version and hash size. */
export function decodeCashaddr(
  address: string,
  expectedPrefix: string,
): { type: CashaddrType; hash: Uint8Array } {
  if (address !== address.toLowerCase() && address !== address.toUpperCase())
    throw new Error('Address mixes upper and lower case');
  const lower = address.toLowerCase();
  const sep = lower.lastIndexOf(':');
  const prefix = lower.slice(0, sep);
  if (sep < 0 || prefix !== expectedPrefix) throw new Error(`Address must start with ${expectedPrefix}:`);
  const words: number[] = [];
  for (const ch of lower.slice(sep + 1)) {
    const w = CHARSET.indexOf(ch);
    if (w < 0) throw new Error('Address has a character outside the cashaddr alphabet');
    words.push(w);
  }
  if (words.length !== 42) throw new Error('Address has the wrong length');
  if (polymod([...prefixWords(prefix), 0, ...words]) !== 0n)
    throw new Error('Address checksum (cashaddr) does not match');
  let payload: Uint8Array;
  try {
    payload = bech32.fromWords(words.slice(0, -8));
  } catch {
    throw new Error('Address has non-zero padding');
  }
  const version = payload[0] ?? 0xff;
  if ((version & 0x07) !== 0 || payload.length !== 21) throw new Error('Address hash size is not 160 bits');
  const kind = version >> 3;
  if (kind !== 0 && kind !== 1) throw new Error('Unknown cashaddr address type');
  return { type: kind === 1 ? 'p2sh' : 'p2pkh', hash: payload.slice(1) };
}
