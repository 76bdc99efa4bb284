import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { AppError } from '../../../shared/errors';
import type { Keys } from '../keys/types';

/** A signing key of an XRP account, as the ledger names it and as it signs. */
export interface RippleKey {
  /** SigningPubKey: 33 bytes, compressed secp256k1 or 0xED ‖ the ed25519 key, upper-case hex */
  publicKey: string;
  /** TxnSignature over encodeForSigning's bytes (which start with the 0x53545800 prefix), upper-case hex */
  sign(signingBytes: Uint8Array): string;
}

/** SHA-512Half: the first 32 bytes of SHA-512, the XRP Ledger's hash. */
export const sha512Half = (bytes: Uint8Array): Uint8Array => sha512(bytes).slice(0, 32);

const upper = (b: Uint8Array) => hex.encode(b).toUpperCase();

function secpKey(keys: Keys, path: string): RippleKey {
  return {
    publicKey: upper(keys.secp.publicKey(path)),
    sign(bytes) {
      // secp256k1 signs SHA-512Half of the prefixed bytes; the ledger takes DER, low-s
      const { signature } = keys.secp.sign(path, sha512Half(bytes));
      return upper(secp256k1.Signature.fromBytes(signature, 'compact').toBytes('der'));
    },
  };
}

function edKey(keys: Keys): RippleKey {
  return {
    publicKey: `ED${upper(keys.ed.publicKey(''))}`,
    // ed25519 signs the prefixed bytes themselves (xrpl.org "Cryptographic Keys")
    sign: (bytes) => upper(keys.ed.sign('', bytes)),
  };
}

/**
 * The key of the sending address at `activePath` (a phrase wallet: BIP32 secp256k1), or the
 * imported key (at '', whatever the path) on whichever curve its family seed names (s…
 * secp256k1, sEd… ed25519): the secp capability refuses a key that is not on its curve, which
 * is how an ed25519 import is told apart.
 */
export function rippleKeyOf(keys: Keys, activePath: string | undefined): RippleKey {
  if (keys.importedFor === null) {
    if (!activePath) throw new AppError('BAD_INPUT', 'no sending address');
    return secpKey(keys, activePath);
  }
  try {
    return secpKey(keys, '');
  } catch (e) {
    if (e instanceof AppError && e.code === 'BAD_INPUT') return edKey(keys);
    throw e;
  }
}
