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
  /** a swap deposit: the memo its OP_RETURN output carried and what the signer read in it */
  swap: z
    .strictObject({
      provider: z.literal('thorchain'),
      memo: z.string().max(80),
      toAsset: z.string().max(100),
      destination: z.string().max(128),
      /** the memo's limit, THORChain's 1e8 units */
      limit: BaseUnits,
      /** the quote's expiry the signer held the deposit to, unix seconds */
      expiry: z.number().int().positive(),
    })
    .optional(),
});
export type UtxoJournalDetail = z.infer<typeof UtxoDetailSchema>;
