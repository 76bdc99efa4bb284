import { secp256k1 } from '@noble/curves/secp256k1.js';
import { Signature, computeAddress, hexlify, getBytes } from 'ethers';
import { AppError } from '../../../shared/errors';
import { checkIntent, type EvmSignIntent } from './checkIntent';
import { decodeUnsigned, type DecodedEvmTx } from './decodeUnsigned';

export interface SignEvmTransferParams {
  /** 32-byte secp256k1 key; the caller owns and wipes it */
  privateKey: Uint8Array;
  /** main's unsigned serialized transaction, hex */
  unsigned: string;
  intent: EvmSignIntent;
}

/** Address of a private key (checksummed). */
export function evmAddressOf(privateKey: Uint8Array): string {
  if (privateKey.length !== 32) throw new AppError('BAD_INPUT', 'bad private key');
  return computeAddress(hexlify(secp256k1.getPublicKey(privateKey, false)));
}

export interface SignedEvmTx {
  /** the signed raw transaction, hex */
  signed: string;
  /** its hash (keccak of the signed bytes), 0x-prefixed */
  hash: string;
  /** what the signer decoded and checked */
  decoded: DecodedEvmTx;
  /** the signing key's address */
  from: string;
}

/**
 * Decodes the unsigned transaction, checks it against the approved intent (refusing with
 * INTENT_MISMATCH and the field name) and, when `check` is given, against the journal's record
 * of the transaction it replaces; signs its hash with noble-curves (the key stays a byte
 * array; it is never turned into a string).
 */
export function signEvmTx(
  p: SignEvmTransferParams,
  check?: (decoded: DecodedEvmTx, from: string) => void,
): SignedEvmTx {
  const decoded = decodeUnsigned(p.unsigned);
  const from = evmAddressOf(p.privateKey);
  checkIntent(decoded, p.intent, from);
  check?.(decoded, from);
  const tx = decoded.tx;
  const digest = getBytes(tx.unsignedHash);
  // 'recovered' = recovery byte followed by r ‖ s (64 bytes), low-s normalised.
  const sig = secp256k1.sign(digest, p.privateKey, { prehash: false, format: 'recovered' });
  tx.signature = Signature.from({
    r: hexlify(sig.subarray(1, 33)),
    s: hexlify(sig.subarray(33, 65)),
    yParity: sig[0] === 1 ? 1 : 0,
  });
  return { signed: tx.serialized, hash: tx.hash!, decoded, from };
}

/** `signEvmTx` for callers that need only the signed raw transaction hex. */
export function signEvmTransfer(p: SignEvmTransferParams): string {
  return signEvmTx(p).signed;
}
