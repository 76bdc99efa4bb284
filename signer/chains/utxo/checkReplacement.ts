import type { Psbt } from 'bitcoinjs-lib';
import { AppError } from '../../../shared/errors';
import type { JournalEntry } from '../../journal/journalEntry';

const mismatch = (why: string): AppError => new AppError('INTENT_MISMATCH', why);

/** txid:vout of each input (the PSBT holds the txid in internal byte order). */
export function outpointsOf(psbt: Psbt): string[] {
  return psbt.txInputs.map((i) => `${Buffer.from(i.hash).reverse().toString('hex')}:${i.index}`);
}

/**
 * A BIP125 replacement against the signer's own record of the transaction it replaces: it
 * spends every coin that one spent (so the two can never both confirm) and pays a higher fee
 * than the recorded one, computed then from verified previous transactions. A speed-up pays
 * the recorded recipient the recorded amount; a cancel's own-address rule and the fee cap are
 * checked by the transfer signer and checkIntent.
 */
export function checkUtxoReplacement(
  psbt: Psbt,
  kind: 'speedUp' | 'cancel',
  record: JournalEntry,
  approved: { to: string; amount: string },
  fee: bigint,
  sameAddress: (a: string, b: string) => boolean,
): void {
  const r = record.detail;
  if (r.family !== 'utxo') throw mismatch('The replaced transaction is not a transaction of this chain');
  const spent = new Set(outpointsOf(psbt));
  for (const i of r.inputs)
    if (!spent.has(`${i.txid}:${i.vout}`))
      throw mismatch('A replacement must spend every coin of the transaction it replaces');
  if (fee <= BigInt(record.fee))
    throw mismatch('A replacement must pay a higher fee than the transaction it replaces');
  if (kind === 'speedUp' && (!sameAddress(approved.to, record.to) || approved.amount !== record.amount))
    throw mismatch('A speed-up must pay the same recipient the same amount');
}
