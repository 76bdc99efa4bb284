/**
 * What you see is what you sign: the signer decodes the PSBT itself and refuses it unless
 * exactly the approved amount goes to the approved recipient, every other output pays one of
 * the wallet's own change addresses (derived by the signer), and the fee — inputs minus
 * outputs, the inputs read from their verified previous transactions — is within the approved cap.
 */
import { Transaction, type Psbt } from 'bitcoinjs-lib';
import { AppError } from '../../../shared/errors';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { scriptOf } from './signScripts';

export interface UtxoSignIntent {
  chain: string;
  to: string;
  /** base units the recipient must receive, exactly */
  amount: bigint;
  /** the most the user approved as fee, base units */
  feeCap: bigint;
  /** the wallet's own change addresses, derived by the signer */
  changeAddresses: readonly string[];
  /** a swap deposit's OP_RETURN output (checkSwapDeposit.ts): carried exactly once, with no coins */
  opReturn?: Uint8Array;
}

const mismatch = (why: string): AppError => new AppError('INTENT_MISMATCH', why);
const hexOf = (b: Uint8Array): string => Buffer.from(b).toString('hex');

export interface SpentOutput {
  script: Uint8Array;
  value: bigint;
}

// OP_1 <32 bytes>: a taproot output, whose BIP341 signatures commit to every input's amount and script
const isTaproot = (script: Uint8Array): boolean =>
  script.length === 34 && script[0] === 0x51 && script[1] === 0x20;

/**
 * The output input `i` spends, read from its previous transaction once that hashes to the
 * outpoint. BIP143 and Bitcoin Cash's fork-id digest commit only to an input's own amount, so
 * an amount stated beside the input (witnessUtxo) could understate one input per session and
 * the signatures of two sessions would combine into a fee neither allowed.
 */
export function spentOutput(psbt: Psbt, i: number): SpentOutput {
  // every caller passes i < psbt.inputCount, and a decoded PSBT has one input map per input
  const data = psbt.data.inputs[i]!;
  const txIn = psbt.txInputs[i]!;
  if (!data.nonWitnessUtxo) {
    // a P2TR prevout is signed only with BIP341's digest, void if any stated amount or script is false
    if (data.witnessUtxo && isTaproot(data.witnessUtxo.script)) return data.witnessUtxo;
    throw mismatch('An input comes without its previous transaction');
  }
  let prev: Transaction;
  try {
    prev = Transaction.fromBuffer(data.nonWitnessUtxo);
  } catch {
    throw mismatch('An input has a malformed previous transaction');
  }
  if (hexOf(prev.getHash()) !== hexOf(txIn.hash))
    throw mismatch('An input does not match its previous transaction');
  const out = prev.outs[txIn.index];
  if (!out) throw mismatch('An input spends an output that does not exist');
  if (data.witnessUtxo && data.witnessUtxo.value !== out.value) throw mismatch('An input states two amounts');
  if (data.witnessUtxo && hexOf(data.witnessUtxo.script) !== hexOf(out.script))
    throw mismatch('An input states two scripts for the output it spends');
  return { script: out.script, value: out.value };
}

/** The amount input `i` spends, from its verified previous transaction (see spentOutput). */
export const inputValue = (psbt: Psbt, i: number): bigint => spentOutput(psbt, i).value;

/** Returns the fee when the PSBT matches the intent, else throws INTENT_MISMATCH. */
export function checkIntent(psbt: Psbt, intent: UtxoSignIntent, chain: string, network: NetworkKind): bigint {
  if (intent.chain !== chain) throw mismatch('The transaction is for another chain');
  if (psbt.inputCount === 0) throw mismatch('The transaction has no inputs');
  const script = (a: string): string => {
    try {
      return hexOf(scriptOf(chain, network, a));
    } catch {
      throw mismatch('An approved address is not valid for this chain');
    }
  };
  const to = script(intent.to);
  const own = new Set(intent.changeAddresses.map(script));
  const memo = intent.opReturn ? hexOf(intent.opReturn) : null;
  let paid = false;
  let memoCarried = false;
  let outTotal = 0n;
  for (const out of psbt.txOutputs) {
    outTotal += out.value;
    const script = hexOf(out.script);
    if (script === memo) {
      if (memoCarried) throw mismatch('The transaction carries the memo twice');
      if (out.value !== 0n) throw mismatch('The memo output carries coins');
      memoCarried = true;
      continue;
    }
    // OP_RETURN: data no one approved, or a second memo beside the approved one
    if (script.startsWith('6a')) throw mismatch('The transaction carries a memo you did not approve');
    if (!paid && script === to && out.value === intent.amount) {
      paid = true;
      continue;
    }
    if (script === to && !own.has(script)) throw mismatch('The recipient would receive a different amount');
    if (!own.has(script))
      throw mismatch('An output pays an address that is not the recipient or your change');
  }
  if (!paid) throw mismatch('The recipient amount does not match what you approved');
  if (memo !== null && !memoCarried) throw mismatch('The transaction does not carry the approved memo');
  let inTotal = 0n;
  for (let i = 0; i < psbt.inputCount; i++) inTotal += inputValue(psbt, i);
  const fee = inTotal - outTotal;
  if (fee < 0n) throw mismatch('The outputs exceed the inputs');
  if (fee > intent.feeCap) throw mismatch('The fee is above what you approved');
  return fee;
}
