/**
 * Signs a UTXO transfer: decode the PSBT, hold it to the approved intent, sign every input
 * with the key at its own derivation path (P2WPKH, P2SH-P2WPKH, P2PKH with SIGHASH_ALL;
 * P2TR key path with the BIP86-tweaked key), verify every signature, finalize, and return
 * the raw transaction. Keys are a capability (keys/types.ts): this file sees public keys and
 * signatures, never a private key; the capability wipes what it derives. The inputs' account
 * node is lent once for the whole signature, so each input costs one child step, not a walk
 * from the seed.
 */
import { Psbt, type Signer } from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';
import { AppError } from '../../../shared/errors';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { tapTweak } from '../keys/secp';
import type { SecpKeys } from '../keys/types';
import { checkIntent, type UtxoSignIntent } from './checkIntent';
import { signBchInputs, type KeyedInput } from './signBch';
import { keyPath } from './keyPath';

export interface SignUtxoParams {
  chain: string;
  network: NetworkKind;
  /** base64 PSBT built by main */
  psbt: string;
  intent: UtxoSignIntent;
  /** the wallet's secp256k1 keys: each input is signed at its own path, its key never leaves them */
  keys: SecpKeys;
  /**
   * The keys are one imported key (path ''), which signs every input; the caller has held
   * each input's spent output to that key's own script. Derivation paths are not read.
   */
  oneKey?: boolean;
}

export interface SignUtxoResult {
  hex: string;
  txid: string;
  fee: bigint;
}

export const VALIDATION_FAILED = 'Error in validation of bitcoin transaction';
const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

export function decodePsbt(base64: string): Psbt {
  // nothing built (an empty string) fails to decode like any other non-PSBT; the network is
  // not passed: bitcoinjs reads it only to write addresses, and the signer reads scripts
  try {
    return Psbt.fromBase64(base64);
  } catch {
    throw new AppError('BAD_INPUT', 'no built found');
  }
}

/**
 * The bitcoinjs Signer of input `i`: the key capability at the input's own path, once the
 * public key there is the one the PSBT names for the input. A taproot input's signer carries
 * the BIP86 output key and signs with Schnorr through the capability, which tweaks inside.
 */
export function inputSigner(psbt: Psbt, i: number, keys: SecpKeys, oneKey = false): Signer {
  if (oneKey) return { publicKey: keys.publicKey(''), sign: (hash) => keys.sign('', hash).signature };
  // callers pass i < psbt.inputCount, and a decoded PSBT has one input map per input
  const input = psbt.data.inputs[i]!;
  const tap = input.tapBip32Derivation?.[0];
  // the key the PSBT names for the input: its taproot key when it has one, else its ECDSA key
  const named = tap ?? input.bip32Derivation?.[0];
  if (!named?.path) throw new AppError('INTENT_MISMATCH', 'An input does not say which key signs it');
  const path = named.path;
  const publicKey = keys.publicKey(path);
  const mine = tap ? publicKey.subarray(1, 33) : publicKey;
  if (!same(mine, named.pubkey))
    throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
  // as before the capabilities: only an input naming its internal key is signed as BIP86 key path
  if (!tap || !input.tapInternalKey) return { publicKey, sign: (hash) => keys.sign(path, hash).signature };
  // null only if TapTweak(x) were the negated private key: a hash preimage no one can find
  const output = ecc.xOnlyPointAddTweak(mine, tapTweak(mine))!;
  return {
    // bitcoinjs reads a taproot signer's key x-only (BIP340), so no parity byte is needed
    publicKey: output.xOnlyPubkey,
    sign: () => {
      throw new AppError('INTENT_MISMATCH', 'A taproot input is signed with Schnorr');
    },
    signSchnorr: (hash) => keys.signSchnorrTaproot(path, hash),
  };
}

const validator = (pubkey: Uint8Array, msghash: Uint8Array, signature: Uint8Array): boolean =>
  pubkey.length === 32
    ? ecc.verifySchnorr(msghash, pubkey, signature)
    : ecc.verify(msghash, pubkey, signature);

/** m/purpose'/coin'/account' of the first input's key: the node every input's key hangs from. */
function accountOfInputs(psbt: Psbt): string | undefined {
  // checkIntent has refused a transaction without inputs
  const path = keyPath(psbt.data.inputs[0]!);
  // Stryker disable next-line Regex: a bip174 path has one 'm', at its start (^), and the account only picks the node lent (underAccount), every key is still derived at its full path ($)
  return /^(m(?:\/\d+')+)(?:\/\d+)+$/.exec(path)?.[1];
}

export function signUtxo(p: SignUtxoParams): SignUtxoResult {
  const psbt = decodePsbt(p.psbt);
  const fee = checkIntent(psbt, p.intent, p.chain, p.network);
  const account = accountOfInputs(psbt);
  // inputs naming no key (an imported key's, or a lie refused below) are served by the keys as
  // they are: no node is lent, so nothing is derived before the refusal
  return account === undefined
    ? signInputs(psbt, p, fee, p.keys)
    : p.keys.underAccount(account, (keys) => signInputs(psbt, p, fee, keys));
}

function signInputs(psbt: Psbt, p: SignUtxoParams, fee: bigint, keys: SecpKeys): SignUtxoResult {
  const keyed: KeyedInput = (i) => inputSigner(psbt, i, keys, p.oneKey);
  if (p.chain === 'bitcoin_cash') {
    const tx = signBchInputs(psbt, keyed);
    return { hex: tx.toHex(), txid: tx.getId(), fee };
  }
  for (let i = 0; i < psbt.inputCount; i++) {
    const signer = keyed(i);
    try {
      psbt.signInput(i, signer);
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
    }
    if (!psbt.validateSignaturesOfInput(i, validator)) throw new AppError('INTERNAL', VALIDATION_FAILED);
  }
  psbt.finalizeAllInputs();
  // the fee was already held to the approved cap; bitcoinjs' own absurd-fee check is redundant
  const tx = psbt.extractTransaction(true);
  return { hex: tx.toHex(), txid: tx.getId(), fee };
}
