/**
 * Main's encoding of a Filecoin message (spec.filecoin.io "Message"): the DAG-CBOR array
 * [Version, To, From, Nonce, Value, GasLimit, GasFeeCap, GasPremium, Method, Params] the signer
 * decodes and checks, and the CID Lotus names a signed message by, to hold the node's answer
 * to. Addresses are their protocol-prefixed bytes; amounts Filecoin big ints (0x00 ‖ magnitude).
 */
import { newFromString } from '@glif/filecoin-address';
import { blake2b } from '@noble/hashes/blake2.js';
import { base32nopad, base64, hex } from '@scure/base';
import { encode } from 'cborg';
import type { LotusMessage } from '../network';

export interface PlainSend {
  to: string;
  from: string;
  nonce: bigint;
  value: bigint;
  gasLimit: bigint;
  gasFeeCap: bigint;
  gasPremium: bigint;
}

function bigIntBytes(v: bigint): Uint8Array {
  if (v === 0n) return new Uint8Array();
  const h = v.toString(16);
  return Uint8Array.of(0, ...hex.decode(h.length % 2 ? `0${h}` : h));
}

const int = (v: bigint): number | bigint => (v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v);

/** The ten fields of a plain send (method 0, no params, version 0) as CBOR values. */
function fieldsOf(m: PlainSend): unknown[] {
  return [
    0,
    newFromString(m.to).bytes,
    newFromString(m.from).bytes,
    int(m.nonce),
    bigIntBytes(m.value),
    int(m.gasLimit),
    bigIntBytes(m.gasFeeCap),
    bigIntBytes(m.gasPremium),
    0,
    new Uint8Array(),
  ];
}

/** The unsigned message's CBOR. */
export const encodeSend = (m: PlainSend): Uint8Array => encode(fieldsOf(m));

/** The same send in Lotus' JSON, as GasEstimateMessageGas takes it. */
export function lotusJsonOf(m: PlainSend): LotusMessage {
  return {
    Version: 0,
    To: m.to,
    From: m.from,
    Nonce: Number(m.nonce),
    Value: m.value.toString(10),
    GasLimit: Number(m.gasLimit),
    GasFeeCap: m.gasFeeCap.toString(10),
    GasPremium: m.gasPremium.toString(10),
    Method: 0,
    Params: null,
  };
}

/** CIDv1 (DAG-CBOR, blake2b-256) of CBOR bytes, as its base32 string (bafy2bz…). */
export function cidOf(cbor: Uint8Array): string {
  const cid = Uint8Array.of(0x01, 0x71, 0xa0, 0xe4, 0x02, 0x20, ...blake2b(cbor, { dkLen: 32 }));
  return `b${base32nopad.encode(cid).toLowerCase()}`;
}

/** The CID of a secp256k1 SignedMessage: of [message, 0x01 ‖ signature]. */
export function signedCidOf(m: PlainSend, signatureB64: string): string {
  return cidOf(encode([fieldsOf(m), Uint8Array.of(1, ...base64.decode(signatureB64))]));
}
