import { blake2b } from '@noble/hashes/blake2.js';
import { base32nopad } from '@scure/base';
import type { NetworkKind } from '../validate/result';
import { uncompressedPublicKey } from '../validate/secp256k1Key';

/*
 * Filecoin addresses per https://spec.filecoin.io/appendix/address/: a network letter, a
 * protocol digit, then either a decimal actor id (f0) or lower-case base32 of the payload
 * followed by a 4-byte blake2b checksum over protocol || payload.
 */
const PAYLOAD_LENGTH: Readonly<Record<number, number>> = { 1: 20, 2: 20, 3: 48 };
const MAX_ID = 2n ** 63n - 1n;

export const filecoinNetworkLetter = (network: NetworkKind = 'mainnet'): string =>
  network === 'mainnet' ? 'f' : 't';

const checksum = (data: Uint8Array): Uint8Array => blake2b(data, { dkLen: 4 });
const b32encode = (bytes: Uint8Array): string => base32nopad.encode(bytes).toLowerCase();

function leb128(n: bigint): Uint8Array {
  const out: number[] = [];
  do {
    const byte = Number(n & 0x7fn);
    n >>= 7n;
    out.push(n ? byte | 0x80 : byte);
  } while (n);
  return Uint8Array.from(out);
}

/** f1…: protocol 1, payload blake2b-160 of the 65-byte uncompressed secp256k1 key. */
export function filecoinAddressFromPublicKey(publicKey: Uint8Array, network?: NetworkKind): string {
  const payload = blake2b(uncompressedPublicKey(publicKey), { dkLen: 20 });
  const sum = checksum(Uint8Array.of(1, ...payload));
  return `${filecoinNetworkLetter(network)}1${b32encode(Uint8Array.of(...payload, ...sum))}`;
}

function decodeChecked(body: string, header: Uint8Array): Uint8Array {
  if (!/^[a-z2-7]+$/.test(body)) throw new Error('Address has characters outside lower-case base32');
  let raw: Uint8Array;
  try {
    raw = base32nopad.decode(body.toUpperCase());
  } catch {
    throw new Error('Address has the wrong length');
  }
  if (b32encode(raw) !== body) throw new Error('Address is not canonical base32');
  const payload = raw.slice(0, -4);
  const expected = checksum(Uint8Array.of(...header, ...payload));
  if (raw.length < 5 || raw.slice(-4).some((b, i) => b !== expected[i]))
    throw new Error('Address checksum does not match');
  return payload;
}

/** Returns the protocol (0 to 4) of a well-formed address on the network, or throws a reason. */
export function decodeFilecoinAddress(address: string, network?: NetworkKind): number {
  const letter = filecoinNetworkLetter(network);
  if (address[0] !== letter) throw new Error(`Filecoin address must start with ${letter}`);
  const protocol = Number(address[1]);
  const body = address.slice(2);
  if (!/^[0-4]$/.test(address[1] ?? '')) throw new Error('Unknown Filecoin address protocol');
  if (protocol === 0) {
    if (!/^(0|[1-9][0-9]{0,18})$/.test(body) || BigInt(body) > MAX_ID) throw new Error('Invalid actor id');
    return 0;
  }
  if (protocol === 4) {
    const m = /^(0|[1-9][0-9]{0,18})f([a-z2-7]+)$/.exec(body);
    if (!m?.[1] || !m[2] || BigInt(m[1]) > MAX_ID) throw new Error('Invalid delegated address');
    const sub = decodeChecked(m[2], Uint8Array.of(4, ...leb128(BigInt(m[1]))));
    if (sub.length > 54) throw new Error('Address has the wrong length');
    return 4;
  }
  const payload = decodeChecked(body, Uint8Array.of(protocol));
  if (payload.length !== PAYLOAD_LENGTH[protocol]) throw new Error('Address has the wrong length');
  return protocol;
}
