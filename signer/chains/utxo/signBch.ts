/**
 * Bitcoin Cash signing: SIGHASH_ALL|SIGHASH_FORKID (0x41) with fork id 0, whose digest is
 * BIP143's algorithm applied to legacy P2PKH inputs (the amount is committed, replay
 * protection comes from the 0x40 flag). bitcoinjs-lib computes that digest
 * (hashForWitnessV0); the unit tests verify the result with libauth's BCH virtual machine.
 */
import { Transaction, payments, script as bscript, type Psbt } from 'bitcoinjs-lib';
import type { ECPairInterface } from 'ecpair';
import * as ecc from 'tiny-secp256k1';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { AppError } from '../../../shared/errors';

export const SIGHASH_ALL_FORKID = 0x41;
const VALIDATION_FAILED = 'Error in validation of bitcoin transaction';

export function signBchInputs(psbt: Psbt, keyFor: (i: number) => ECPairInterface): Transaction {
  const tx = new Transaction();
  tx.version = psbt.version;
  tx.locktime = psbt.locktime;
  for (const i of psbt.txInputs) tx.addInput(Uint8Array.from(i.hash), i.index, i.sequence);
  for (const o of psbt.txOutputs) tx.addOutput(Uint8Array.from(o.script), o.value);
  for (let i = 0; i < psbt.inputCount; i++) {
    const prevout = psbt.data.inputs[i]?.witnessUtxo;
    if (!prevout) throw new AppError('INTENT_MISMATCH', 'An input has no amount');
    const pair = keyFor(i);
    const expected = payments.p2pkh({ pubkey: pair.publicKey }).output as Uint8Array;
    if (!Buffer.from(expected).equals(Buffer.from(prevout.script)))
      throw new AppError('INTENT_MISMATCH', 'An input is not spendable by this wallet');
    const digest = tx.hashForWitnessV0(i, prevout.script, prevout.value, SIGHASH_ALL_FORKID);
    const sig = pair.sign(digest);
    if (!ecc.verify(digest, pair.publicKey, sig)) throw new AppError('INTERNAL', VALIDATION_FAILED);
    // bitcoinjs' signature encoder refuses the fork-id flag, so DER comes from noble
    const der = secp256k1.Signature.fromBytes(sig, 'compact').toBytes('der');
    const withType = new Uint8Array(der.length + 1);
    withType.set(der);
    withType[der.length] = SIGHASH_ALL_FORKID;
    tx.setInputScript(i, bscript.compile([withType, pair.publicKey]));
  }
  return tx;
}
