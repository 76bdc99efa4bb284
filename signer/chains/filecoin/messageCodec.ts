/**
 * Filecoin's unsigned message in its chain encoding (spec.filecoin.io "Message", lotus
 * chain/types/message.go): a DAG-CBOR array [Version, To, From, Nonce, Value, GasLimit,
 * GasFeeCap, GasPremium, Method, Params], addresses as their protocol-prefixed bytes, token
 * amounts as Filecoin big ints (a sign byte, then the big-endian magnitude; zero is empty).
 * The signer reads main's bytes with this and nothing else; the CID and signing digest are
 * computed from exactly those bytes.
 */
import { Address, CoinType, newFromString } from '@glif/filecoin-address';
import { blake2b } from '@noble/hashes/blake2.js';
import { base32nopad, hex } from '@scure/base';
import { decode, encode } from 'cborg';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { AppError } from '../../../shared/errors';

export interface FilecoinMessage {
  version: number;
  to: string;
  from: string;
  nonce: bigint;
  value: bigint;
  gasLimit: bigint;
  gasFeeCap: bigint;
  gasPremium: bigint;
  method: bigint;
  params: Uint8Array;
}

export interface DecodedFilecoinMessage {
  message: FilecoinMessage;
  /** the CBOR bytes as given (and re-encoded to the same bytes) */
  bytes: Uint8Array;
}

const bad = (why: string) => new AppError('BAD_INPUT', `Unsigned Filecoin message: ${why}`);

/** Filecoin big int bytes of a non-negative amount. */
export function encodeBigInt(v: bigint): Uint8Array {
  if (v < 0n) throw bad('negative amount');
  if (v === 0n) return new Uint8Array();
  const h = v.toString(16);
  return Uint8Array.of(0, ...hex.decode(h.length % 2 ? `0${h}` : h));
}

/** A non-negative Filecoin big int; a negative sign or a padded magnitude is refused. */
export function decodeBigInt(b: unknown, field: string): bigint {
  if (!(b instanceof Uint8Array)) throw bad(`${field} is not a big int`);
  if (b.length === 0) return 0n;
  if (b[0] !== 0 || b.length === 1 || b[1] === 0) throw bad(`${field} is not a positive canonical big int`);
  return BigInt(`0x${hex.encode(b.subarray(1))}`);
}

const coinTypeOf = (network: NetworkKind) => (network === 'mainnet' ? CoinType.MAIN : CoinType.TEST);

function addressOf(b: unknown, field: string, network: NetworkKind): string {
  try {
    // glif refuses anything but the bytes of a well-formed address (text, an unknown protocol…)
    return new Address(b as Uint8Array, coinTypeOf(network)).toString();
  } catch {
    throw bad(`${field} is not an address`);
  }
}

/** The protocol-prefixed bytes of an address string (f…/t…). */
export const filecoinAddressBytes = (address: string): Uint8Array => newFromString(address).bytes;

/** An unsigned int (number or bigint, as cborg reads it). */
function uintOf(v: unknown, field: string): bigint {
  // one sign test for both kinds: cborg gives a bigint only past 2^53, so a `>= 0n` of its own would never see 0n
  const n = typeof v === 'bigint' ? v : Number.isSafeInteger(v) ? BigInt(v as number) : -1n;
  if (n < 0n) throw bad(`${field} is not an unsigned integer`);
  return n;
}

/** The message's canonical DAG-CBOR bytes (cborg writes a bigint as the shortest integer, as it does a number). */
export function encodeFilecoinMessage(
  m: FilecoinMessage,
  addressBytes: (a: string) => Uint8Array = filecoinAddressBytes,
): Uint8Array {
  return encode([
    m.version,
    addressBytes(m.to),
    addressBytes(m.from),
    m.nonce,
    encodeBigInt(m.value),
    m.gasLimit,
    encodeBigInt(m.gasFeeCap),
    encodeBigInt(m.gasPremium),
    m.method,
    m.params,
  ]);
}

/**
 * Decodes the hex CBOR of an unsigned message; the bytes must be the canonical encoding of
 * what they decode to (re-encoding gives them back), so nothing rides along unread.
 */
export function decodeFilecoinMessage(unsignedHex: string, network: NetworkKind): DecodedFilecoinMessage {
  if (!/^([0-9a-f]{2}){1,4096}$/.test(unsignedHex)) throw bad('not hex');
  const bytes = hex.decode(unsignedHex);
  let v: unknown;
  try {
    v = decode(bytes, {
      strict: true,
      allowIndefinite: false,
      allowUndefined: false,
      rejectDuplicateMapKeys: true,
    });
  } catch {
    throw bad('not canonical CBOR');
  }
  if (!Array.isArray(v) || v.length !== 10) throw bad('not a 10-field message');
  const [version, to, from, nonce, value, gasLimit, gasFeeCap, gasPremium, method, params] = v as unknown[];
  if (!(params instanceof Uint8Array)) throw bad('params are not bytes');
  const message: FilecoinMessage = {
    version: Number(uintOf(version, 'version')),
    to: addressOf(to, 'to', network),
    from: addressOf(from, 'from', network),
    nonce: uintOf(nonce, 'nonce'),
    value: decodeBigInt(value, 'value'),
    gasLimit: uintOf(gasLimit, 'gas limit'),
    gasFeeCap: decodeBigInt(gasFeeCap, 'gas fee cap'),
    gasPremium: decodeBigInt(gasPremium, 'gas premium'),
    method: uintOf(method, 'method'),
    params,
  };
  const again = encodeFilecoinMessage(message, filecoinAddressBytes);
  if (hex.encode(again) !== unsignedHex) throw bad('not the canonical encoding');
  return { message, bytes };
}

/** CIDv1, DAG-CBOR, blake2b-256 multihash: the bytes Filecoin names a message by. */
export function cidBytes(cbor: Uint8Array): Uint8Array {
  return Uint8Array.of(0x01, 0x71, 0xa0, 0xe4, 0x02, 0x20, ...blake2b(cbor, { dkLen: 32 }));
}

/** A CID's string form: multibase 'b', lower-case base32 (bafy2bz…). */
export const cidString = (cid: Uint8Array): string => `b${base32nopad.encode(cid).toLowerCase()}`;

/** Signature type of secp256k1 in a SignedMessage (crypto.SigTypeSecp256k1). */
export const SIG_TYPE_SECP256K1 = 1;

/** A secp256k1 SignedMessage's CBOR: [Message, Signature bytes (type byte ‖ r ‖ s ‖ v)]. */
export function signedMessageCbor(messageCbor: Uint8Array, signature65: Uint8Array): Uint8Array {
  return encode([decode(messageCbor, { strict: true }), Uint8Array.of(SIG_TYPE_SECP256K1, ...signature65)]);
}
