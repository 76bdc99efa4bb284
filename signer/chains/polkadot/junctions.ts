import { blake2b } from '@noble/hashes/blake2.js';
import { hex, utf8 } from '@scure/base';

export interface Junction {
  hard: boolean;
  chainCode: Uint8Array;
}

const JUNCTION = /\/(\/?)([^/]+)/g;

/** SCALE compact length prefix for the short strings a junction holds. */
function compactLength(n: number): Uint8Array {
  if (n < 64) return Uint8Array.of(n << 2);
  if (n < 2 ** 14) return Uint8Array.of(((n << 2) | 1) & 0xff, n >> 6);
  throw new Error('Derivation path junction is too long');
}

function numberBytes(decimal: string): Uint8Array {
  let n = BigInt(decimal);
  if (n >= 2n ** 256n) throw new Error('Derivation path junction is too large');
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++, n >>= 8n) out[i] = Number(n & 0xffn);
  return out;
}

function valueBytes(code: string): Uint8Array {
  if (/^\d+$/.test(code)) return numberBytes(code);
  if (/^0x([0-9a-fA-F]{2})+$/.test(code)) return hex.decode(code.slice(2).toLowerCase());
  const text = utf8.decode(code);
  const prefix = compactLength(text.length);
  const out = new Uint8Array(prefix.length + text.length);
  out.set(prefix);
  out.set(text, prefix.length);
  return out;
}

/**
 * Parses a Substrate derivation path (`//hard/soft`, no `///password`) into chain codes the
 * way polkadot.js's keyExtractPath does: decimal numbers as 32-byte little-endian, 0x-hex as
 * bytes, text SCALE-encoded; anything longer than 32 bytes is hashed with blake2b-256.
 */
export function parseJunctions(path: string): Junction[] {
  if (path.includes('///')) throw new Error('Passwords in derivation paths are not supported');
  const parts = path.match(JUNCTION) ?? [];
  if (parts.join('') !== path) throw new Error('Invalid derivation path');
  return parts.map((part) => {
    const hard = part.startsWith('//');
    let bytes = valueBytes(part.slice(hard ? 2 : 1));
    if (bytes.length > 32) bytes = blake2b(bytes, { dkLen: 32 });
    const chainCode = new Uint8Array(32);
    chainCode.set(bytes);
    return { hard, chainCode };
  });
}
