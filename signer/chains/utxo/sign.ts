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
import { signNetwork } from './signScripts';

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

export function decodePsbt(base64: string, chain: string, network: NetworkKind): Psbt {
  if (!base64) throw new AppError('BAD_INPUT', 'no built found');
  try {
    return Psbt.fromBase64(base64, { network: signNetwork(chain, network) });
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
  const input = psbt.data.inputs[i];
  const tap = input?.tapBip32Derivation?.[0];
  const ecdsa = input?.bip32Derivation?.[0];
  const path = tap?.path ?? ecdsa?.path;
  if (!path) throw new AppError('INTENT_MISMATCH', 'An input does not say which key signs it');
  const publicKey = keys.publicKey(path);
  const named = tap ? tap.pubkey : (ecdsa?.pubkey as Uint8Array);
  const mine = tap ? publicKey.subarray(1, 33) : publicKey;
  if (!same(mine, named)) throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
  // as before the capabilities: only an input naming its internal key is signed as BIP86 key path
  if (!tap || !input?.tapInternalKey) return { publicKey, sign: (hash) => keys.sign(path, hash).signature };
  const output = ecc.xOnlyPointAddTweak(mine, tapTweak(mine));
  if (!output) throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
  const outputKey = new Uint8Array(33);
  outputKey[0] = output.parity === 1 ? 3 : 2;
  outputKey.set(output.xOnlyPubkey, 1);
  return {
    publicKey: outputKey,
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
  const input = psbt.data.inputs[0];
  const path = input?.tapBip32Derivation?.[0]?.path ?? input?.bip32Derivation?.[0]?.path ?? '';
  return /^(m(?:\/\d+')+)(?:\/\d+)+$/.exec(path)?.[1];
}

export function signUtxo(p: SignUtxoParams): SignUtxoResult {
  const psbt = decodePsbt(p.psbt, p.chain, p.network);
  const fee = checkIntent(psbt, p.intent, p.chain, p.network);
  const account = p.oneKey ? undefined : accountOfInputs(psbt);
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
