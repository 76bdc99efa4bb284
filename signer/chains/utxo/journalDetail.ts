import { z } from 'zod';
import { BaseUnits, TxId } from '../../journal/details/units';

/** What the signer itself read from a UTXO transaction it signed: the coins it spent and their amounts. */
export const UtxoDetailSchema = z.strictObject({
  family: z.literal('utxo'),
  /** every spent outpoint with the amount taken from its verified previous transaction */
  inputs: z.array(z.strictObject({ txid: TxId, vout: z.number().int().min(0), value: BaseUnits })).min(1),
  /** m/purpose'/coin'/account' the inputs belong to */
  account: z.string().max(64),
  /** change indexes (…/1/i) its outputs paid, for the cap on later change indexes */
  changeIndexes: z.array(z.number().int().min(0)),
});
export type UtxoJournalDetail = z.infer<typeof UtxoDetailSchema>;
