/**
 * Signs a UTXO transfer: decode the PSBT, hold it to the approved intent, sign every input
 * with the key at its own derivation path (P2WPKH, P2SH-P2WPKH, P2PKH with SIGHASH_ALL;
 * P2TR key path with the BIP86-tweaked key), verify every signature, finalize, and return
 * the raw transaction. Keys come from an injected callback so the vault stays elsewhere;
 * every key buffer, the callback's and the ones derived from it, is zeroed once used.
 */
import { Psbt, crypto as btcCrypto } from 'bitcoinjs-lib';
import { ECPairFactory, type ECPairInterface } from 'ecpair';
import * as ecc from 'tiny-secp256k1';
import { AppError } from '../../../shared/errors';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { checkIntent, type UtxoSignIntent } from './checkIntent';
import { signBchInputs, type KeyedInput } from './signBch';
import { signNetwork } from './signScripts';

const ECPair = ECPairFactory(ecc);

export interface SignUtxoParams {
  chain: string;
  network: NetworkKind;
  /** base64 PSBT built by main */
  psbt: string;
  intent: UtxoSignIntent;
  /** private key bytes at a BIP32 path; the returned buffer is wiped after use */
  getPrivateKey: (path: string) => Uint8Array;
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
 * Runs `use` with the key for input `i`, checked against the public key the PSBT names for
 * it, and zero-fills the key once `use` returns or throws.
 */
export function withInputKey<T>(
  psbt: Psbt,
  i: number,
  getPrivateKey: (path: string) => Uint8Array,
  use: (pair: ECPairInterface) => T,
): T {
  const input = psbt.data.inputs[i];
  const tap = input?.tapBip32Derivation?.[0];
  const ecdsa = input?.bip32Derivation?.[0];
  const path = tap?.path ?? ecdsa?.path;
  if (!path) throw new AppError('INTENT_MISMATCH', 'An input does not say which key signs it');
  const secret = getPrivateKey(path);
  let pair: ECPairInterface | undefined;
  try {
    pair = ECPair.fromPrivateKey(secret);
    const named = tap ? tap.pubkey : (ecdsa?.pubkey as Uint8Array);
    const mine = tap ? pair.publicKey.subarray(1, 33) : pair.publicKey;
    if (!same(mine, named)) throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
    return use(pair);
  } finally {
    // ecpair keeps the buffer it is given; both fills stay right should it ever copy
    pair?.privateKey?.fill(0);
    secret.fill(0);
  }
}

/**
 * BIP86: the output key is the internal key tweaked with TapTweak(x) and no script tree.
 * Done here rather than by ecpair's tweak() so the negated intermediate key can be wiped too.
 */
function withTweakedKey<T>(pair: ECPairInterface, use: (tweaked: ECPairInterface) => T): T {
  const d = pair.privateKey as Uint8Array;
  const oddY = pair.publicKey[0] === 3;
  const negated = oddY ? ecc.privateNegate(d) : null;
  const sum = ecc.privateAdd(negated ?? d, tapTweak(pair.publicKey.subarray(1, 33)));
  negated?.fill(0);
  if (!sum) throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
  try {
    return use(ECPair.fromPrivateKey(sum));
  } finally {
    sum.fill(0);
  }
}

const validator = (pubkey: Uint8Array, msghash: Uint8Array, signature: Uint8Array): boolean =>
  pubkey.length === 32
    ? ecc.verifySchnorr(msghash, pubkey, signature)
    : ecc.verify(msghash, pubkey, signature);

export function signUtxo(p: SignUtxoParams): SignUtxoResult {
  const psbt = decodePsbt(p.psbt, p.chain, p.network);
  const fee = checkIntent(psbt, p.intent, p.chain, p.network);
  const keyed: KeyedInput = (i, use) => withInputKey(psbt, i, p.getPrivateKey, use);
  if (p.chain === 'bitcoin_cash') {
    const tx = signBchInputs(psbt, keyed);
    return { hex: tx.toHex(), txid: tx.getId(), fee };
  }
  for (let i = 0; i < psbt.inputCount; i++) {
    const taproot = Boolean(psbt.data.inputs[i]?.tapInternalKey);
    keyed(i, (pair) => {
      try {
        if (taproot) withTweakedKey(pair, (tweaked) => psbt.signInput(i, tweaked));
        else psbt.signInput(i, pair);
      } catch (e) {
        if (e instanceof AppError) throw e;
        throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
      }
    });
    if (!psbt.validateSignaturesOfInput(i, validator)) throw new AppError('INTERNAL', VALIDATION_FAILED);
  }
  psbt.finalizeAllInputs();
  // the fee was already held to the approved cap; bitcoinjs' own absurd-fee check is redundant
  const tx = psbt.extractTransaction(true);
  return { hex: tx.toHex(), txid: tx.getId(), fee };
}

function tapTweak(xOnly: Uint8Array): Uint8Array {
  return btcCrypto.taggedHash('TapTweak', xOnly);
}
