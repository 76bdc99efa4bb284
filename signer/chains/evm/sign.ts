import { Signature, computeAddress, hexlify, getBytes } from 'ethers';
import type { SecpKeys } from '../keys/types';
import { checkIntent, type EvmSignIntent } from './checkIntent';
import { decodeUnsigned, type DecodedEvmTx } from './decodeUnsigned';

export interface SignEvmTransferParams {
  /** the wallet's secp256k1 keys (a capability: it signs, it never hands out the key) */
  keys: SecpKeys;
  /** the sending key's BIP32 path; '' for an imported key */
  path: string;
  /** main's unsigned serialized transaction, hex */
  unsigned: string;
  intent: EvmSignIntent;
}

/** Address of the key at `path` (checksummed). */
export function evmAddressOf(keys: SecpKeys, path: string): string {
  return computeAddress(hexlify(keys.publicKey(path)));
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
 * of the transaction it replaces; has the key capability sign its hash (noble-curves inside
 * the capability: the key is derived, used and wiped there).
 */
export function signEvmTx(
  p: SignEvmTransferParams,
  check?: (decoded: DecodedEvmTx, from: string) => void,
): SignedEvmTx {
  const decoded = decodeUnsigned(p.unsigned);
  const from = evmAddressOf(p.keys, p.path);
  checkIntent(decoded, p.intent, from);
  check?.(decoded, from);
  const tx = decoded.tx;
  const digest = getBytes(tx.unsignedHash);
  const { signature, recovery } = p.keys.sign(p.path, digest);
  tx.signature = Signature.from({
    r: hexlify(signature.subarray(0, 32)),
    s: hexlify(signature.subarray(32, 64)),
    yParity: recovery,
  });
  return { signed: tx.serialized, hash: tx.hash!, decoded, from };
}

/** `signEvmTx` for callers that need only the signed raw transaction hex. */
export function signEvmTransfer(p: SignEvmTransferParams): string {
  return signEvmTx(p).signed;
}
