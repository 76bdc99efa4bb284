import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';

/** The 33-byte compressed public key of a checked 32-byte secret. */
export function compressedPublicKey(privateKey: Uint8Array): Uint8Array {
  return secp256k1.getPublicKey(privateKey, true);
}

export const toHex = (bytes: Uint8Array): string => hex.encode(bytes);
