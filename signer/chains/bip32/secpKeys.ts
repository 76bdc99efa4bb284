import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';

/** The 33-byte compressed public key of a freshly decoded 32-byte secret, which it wipes. */
export function compressedPublicKey(privateKey: Uint8Array): Uint8Array {
  try {
    return secp256k1.getPublicKey(privateKey, true);
  } finally {
    privateKey.fill(0);
  }
}

export const toHex = (bytes: Uint8Array): string => hex.encode(bytes);
