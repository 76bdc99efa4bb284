/**
 * Bitcoin Cash signing: SIGHASH_ALL|SIGHASH_FORKID (0x41) with fork id 0, whose digest is
 * BIP143's algorithm applied to legacy P2PKH inputs (the amount is committed, replay
 * protection comes from the 0x40 flag). bitcoinjs-lib computes that digest
 * (hashForWitnessV0); the unit tests verify the result with libauth's BCH virtual machine.
 * Like BIP143 the digest commits to the input's own amount only, so that amount comes from
 * the previous transaction checked against the outpoint, never from a value stated beside it.
 */
import { Transaction, payments, script as bscript, type Psbt, type Signer } from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { AppError } from '../../../shared/errors';
import { spentOutput } from './checkIntent';

export const SIGHASH_ALL_FORKID = 0x41;
const VALIDATION_FAILED = 'Error in validation of bitcoin transaction';

/** The signer of input `i`: its public key and ECDSA through the key capability, no key bytes. */
export type KeyedInput = (i: number) => Signer;

export function signBchInputs(psbt: Psbt, keyed: KeyedInput): Transaction {
  const tx = new Transaction();
  tx.version = psbt.version;
  tx.locktime = psbt.locktime;
  for (const i of psbt.txInputs) tx.addInput(Uint8Array.from(i.hash), i.index, i.sequence);
  for (const o of psbt.txOutputs) tx.addOutput(Uint8Array.from(o.script), o.value);
  for (let i = 0; i < psbt.inputCount; i++) {
    const prevout = spentOutput(psbt, i);
    const signer = keyed(i);
    const expected = payments.p2pkh({ pubkey: signer.publicKey }).output as Uint8Array;
    if (!Buffer.from(expected).equals(Buffer.from(prevout.script)))
      throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
    const digest = tx.hashForWitnessV0(i, prevout.script, prevout.value, SIGHASH_ALL_FORKID);
    const sig = signer.sign(digest);
    if (!ecc.verify(digest, signer.publicKey, sig)) throw new AppError('INTERNAL', VALIDATION_FAILED);
    // bitcoinjs' signature encoder refuses the fork-id flag, so DER comes from noble
    const der = secp256k1.Signature.fromBytes(sig, 'compact').toBytes('der');
    const withType = new Uint8Array(der.length + 1);
    withType.set(der);
    withType[der.length] = SIGHASH_ALL_FORKID;
    const scriptSig = bscript.compile([withType, signer.publicKey]);
    tx.setInputScript(i, scriptSig);
  }
  return tx;
}
