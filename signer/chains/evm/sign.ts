import { Signature, computeAddress, getBytes, hashAuthorization, hexlify } from 'ethers';
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
  const decoded = decodeUnsigned(p.unsigned, { delegation: p.intent.revokeDelegation === true });
  const from = evmAddressOf(p.keys, p.path);
  checkIntent(decoded, p.intent, from);
  check?.(decoded, from);
  const tx = decoded.tx;
  // the checked authorization (only a delegation clearing has one) is signed here, by the same
  // key: main's placeholder signature never reaches the chain
  if (decoded.authorizations.length > 0)
    tx.authorizationList = decoded.authorizations.map((a) => ({
      ...a,
      signature: signDigest(p, hashAuthorization(a)),
    }));
  tx.signature = signDigest(p, tx.unsignedHash);
  return { signed: tx.serialized, hash: tx.hash!, decoded, from };
}

/** The key capability's signature of a 32-byte digest. */
function signDigest(p: SignEvmTransferParams, digest: string): Signature {
  const { signature, recovery } = p.keys.sign(p.path, getBytes(digest));
  return Signature.from({
    r: hexlify(signature.subarray(0, 32)),
    s: hexlify(signature.subarray(32, 64)),
    yParity: recovery,
  });
}

/** `signEvmTx` for callers that need only the signed raw transaction hex. */
export function signEvmTransfer(p: SignEvmTransferParams): string {
  return signEvmTx(p).signed;
}
