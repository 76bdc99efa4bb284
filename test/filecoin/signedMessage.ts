/**
 * The fixture node's own reading of a pushed SignedMessage (Lotus JSON), done as Lotus does it
 * and independently of the wallet's code: the message re-encoded to its DAG-CBOR with cborg and
 * @glif/filecoin-address, its CID, the secp256k1 signature over blake2b-256 of the CID bytes
 * recovered with @noble/curves and the key's f1/t1 compared with From by @glif.
 */
import { CoinType, newFromString, newSecp256k1Address } from '@glif/filecoin-address';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { base32nopad, base64, hex } from '@scure/base';
import { encode } from 'cborg';

export interface PushedMessage {
  Version: number;
  To: string;
  From: string;
  Nonce: number;
  Value: string;
  GasLimit: number;
  GasFeeCap: string;
  GasPremium: string;
  Method: number;
  Params: string | null;
}

export class RpcFault extends Error {}

const bigBytes = (v: string): Uint8Array => {
  const n = BigInt(v);
  if (n < 0n) throw new RpcFault('negative amounts are not allowed');
  if (n === 0n) return new Uint8Array();
  const h = n.toString(16);
  return Uint8Array.of(0, ...hex.decode(h.length % 2 ? `0${h}` : h));
};

function messageFields(m: PushedMessage): unknown[] {
  return [
    m.Version,
    newFromString(m.To).bytes,
    newFromString(m.From).bytes,
    m.Nonce,
    bigBytes(m.Value),
    m.GasLimit,
    bigBytes(m.GasFeeCap),
    bigBytes(m.GasPremium),
    m.Method,
    m.Params ? base64.decode(m.Params) : new Uint8Array(),
  ];
}

export const messageCbor = (m: PushedMessage): Uint8Array => encode(messageFields(m));

export const cidBytes = (cbor: Uint8Array): Uint8Array =>
  Uint8Array.of(0x01, 0x71, 0xa0, 0xe4, 0x02, 0x20, ...blake2b(cbor, { dkLen: 32 }));
export const cidText = (cid: Uint8Array): string => `b${base32nopad.encode(cid).toLowerCase()}`;

/**
 * Verifies a pushed secp256k1 SignedMessage and returns its CID (of [message, 0x01 ‖ sig]),
 * or throws the node's refusal.
 */
export function verifySignedMessage(
  signed: { Message?: PushedMessage; Signature?: { Type?: number; Data?: string } },
  network: 'mainnet' | 'testnet',
): { cid: string; message: PushedMessage } {
  const m = signed.Message;
  const s = signed.Signature;
  if (!m || !s || typeof s.Data !== 'string')
    throw new RpcFault('unmarshaling signed message: missing fields');
  if (s.Type !== 1) throw new RpcFault('only secp256k1 signatures are accepted here');
  let cbor: Uint8Array;
  try {
    cbor = messageCbor(m);
  } catch (e) {
    throw new RpcFault(`malformed message: ${(e as Error).message}`);
  }
  const sig = base64.decode(s.Data);
  if (sig.length !== 65 || sig[64]! > 1) throw new RpcFault('bad signature length');
  const digest = blake2b(cidBytes(cbor), { dkLen: 32 });
  let from: string;
  try {
    const point = secp256k1.Signature.fromBytes(sig.subarray(0, 64), 'compact')
      .addRecoveryBit(sig[64]!)
      .recoverPublicKey(digest);
    from = newSecp256k1Address(
      point.toBytes(false),
      network === 'mainnet' ? CoinType.MAIN : CoinType.TEST,
    ).toString();
  } catch {
    throw new RpcFault('failed to validate signature: invalid signature');
  }
  if (from !== m.From)
    throw new RpcFault(`failed to validate signature: signature did not match (${from} ≠ ${m.From})`);
  return { cid: cidText(cidBytes(encode([messageFields(m), Uint8Array.of(1, ...sig)]))), message: m };
}
