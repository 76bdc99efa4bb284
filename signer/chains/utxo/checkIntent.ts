/**
 * What you see is what you sign: the signer decodes the PSBT itself and refuses it unless
 * exactly the approved amount goes to the approved recipient, every other output pays one of
 * the wallet's own change addresses (derived by the signer), and the fee — inputs minus
 * outputs, from the PSBT's own prevout data — is within the approved cap.
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
}

const mismatch = (why: string): AppError => new AppError('INTENT_MISMATCH', why);
const hexOf = (b: Uint8Array): string => Buffer.from(b).toString('hex');

/** Value of input `i` from its witnessUtxo, or from the previous transaction after checking its id. */
export function inputValue(psbt: Psbt, i: number): bigint {
  const data = psbt.data.inputs[i];
  const txIn = psbt.txInputs[i];
  if (!data || !txIn) throw mismatch('The transaction has a malformed input');
  if (data.nonWitnessUtxo) {
    const prev = Transaction.fromBuffer(data.nonWitnessUtxo);
    if (hexOf(prev.getHash()) !== hexOf(txIn.hash))
      throw mismatch('An input does not match its previous transaction');
    const out = prev.outs[txIn.index];
    if (!out) throw mismatch('An input spends an output that does not exist');
    if (data.witnessUtxo && data.witnessUtxo.value !== out.value)
      throw mismatch('An input states two amounts');
    return out.value;
  }
  if (data.witnessUtxo) return data.witnessUtxo.value;
  throw mismatch('An input has no amount');
}

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
  let paid = false;
  let outTotal = 0n;
  for (const out of psbt.txOutputs) {
    outTotal += out.value;
    const script = hexOf(out.script);
    if (!paid && script === to && out.value === intent.amount) {
      paid = true;
      continue;
    }
    if (script === to && !own.has(script)) throw mismatch('The recipient would receive a different amount');
    if (!own.has(script))
      throw mismatch('An output pays an address that is not the recipient or your change');
  }
  if (!paid) throw mismatch('The recipient amount does not match what you approved');
  let inTotal = 0n;
  for (let i = 0; i < psbt.inputCount; i++) inTotal += inputValue(psbt, i);
  const fee = inTotal - outTotal;
  if (fee < 0n) throw mismatch('The outputs exceed the inputs');
  if (fee > intent.feeCap) throw mismatch('The fee is above what you approved');
  return fee;
}
