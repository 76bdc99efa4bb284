/**
 * Transaction size in weight units and virtual bytes, exact per input and output type.
 * ECDSA signatures are counted at their largest low-S DER encoding (71 bytes + sighash byte;
 * both bitcoinjs and the nodes enforce low S, so only R can take the 33rd byte) so an estimate
 * never falls short of the signed size; it is at most one byte over per ECDSA signature.
 */
import type { InputType, OutputType } from '../params';

const varIntSize = (n: number): number => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffffffff ? 5 : 9);

/** Weight of one input, non-witness part ×4 plus its witness (outpoint 36 + sequence 4). */
export function inputWeight(type: InputType): { weight: number; witness: boolean } {
  switch (type) {
    case 'p2pkh': // scriptSig: <72-byte sig> <33-byte pubkey>
      return { weight: (36 + 1 + 107 + 4) * 4, witness: false };
    case 'p2sh-p2wpkh': // scriptSig pushes the 22-byte redeem script; witness [sig, pubkey]
      return { weight: (36 + 1 + 23 + 4) * 4 + (1 + 1 + 72 + 1 + 33), witness: true };
    case 'p2wpkh':
      return { weight: (36 + 1 + 4) * 4 + (1 + 1 + 72 + 1 + 33), witness: true };
    case 'p2tr': // key path, SIGHASH_DEFAULT: a 64-byte Schnorr signature
      return { weight: (36 + 1 + 4) * 4 + (1 + 1 + 64), witness: true };
  }
}

const SCRIPT_BYTES: Readonly<Record<OutputType, number>> = {
  p2pkh: 25,
  p2sh: 23,
  'p2sh-p2wpkh': 23,
  p2wpkh: 22,
  p2wsh: 34,
  p2tr: 34,
};

export function outputBytes(type: OutputType): number {
  return 8 + 1 + SCRIPT_BYTES[type];
}

export function txWeight(inputs: readonly InputType[], outputs: readonly OutputType[]): number {
  let weight = (4 + varIntSize(inputs.length) + varIntSize(outputs.length) + 4) * 4;
  let segwit = false;
  for (const t of inputs) {
    const w = inputWeight(t);
    weight += w.weight;
    segwit ||= w.witness;
  }
  for (const t of outputs) weight += outputBytes(t) * 4;
  if (segwit) {
    weight += 2; // marker and flag
    // a legacy input inside a segwit transaction still writes an empty witness (one 0x00)
    weight += inputs.filter((t) => !inputWeight(t).witness).length;
  }
  return weight;
}

/** Virtual size: weight / 4 rounded up, the unit fee rates are quoted in. */
export function estimateVsize(inputs: readonly InputType[], outputs: readonly OutputType[]): number {
  return Math.ceil(txWeight(inputs, outputs) / 4);
}
