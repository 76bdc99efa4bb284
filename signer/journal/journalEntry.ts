import { z } from 'zod';
import { TxKindSchema } from '../../shared/contract/txKinds';

const BaseUnits = z.string().regex(/^(0|[1-9]\d{0,77})$/);
const TxId = z.string().regex(/^[0-9a-f]{64}$/);

/** What the signer itself read from an EVM transaction it signed. */
const EvmDetailSchema = z.strictObject({
  family: z.literal('evm'),
  chainId: z.string().regex(/^\d{1,20}$/),
  from: z.string(),
  nonce: z.number().int().min(0),
  /** the transaction's own `to` (the token contract for a token transfer) */
  txTo: z.string(),
  value: BaseUnits,
  data: z.string().regex(/^0x[0-9a-f]*$/),
  gasLimit: BaseUnits,
  /** maxFeePerGas (type 2) or gasPrice (type 0) */
  maxPricePerGas: BaseUnits,
  maxPriorityFeePerGas: BaseUnits.nullable(),
});

/** What the signer itself read from a UTXO transaction it signed: the coins it spent and their amounts. */
const UtxoDetailSchema = z.strictObject({
  family: z.literal('utxo'),
  /** every spent outpoint with the amount taken from its verified previous transaction */
  inputs: z.array(z.strictObject({ txid: TxId, vout: z.number().int().min(0), value: BaseUnits })).min(1),
  /** m/purpose'/coin'/account' the inputs belong to */
  account: z.string().max(64),
  /** change indexes (…/1/i) its outputs paid, for the cap on later change indexes */
  changeIndexes: z.array(z.number().int().min(0)),
});

export const JournalDetailSchema = z.discriminatedUnion('family', [EvmDetailSchema, UtxoDetailSchema]);
export type JournalDetail = z.infer<typeof JournalDetailSchema>;
export type EvmJournalDetail = z.infer<typeof EvmDetailSchema>;
export type UtxoJournalDetail = z.infer<typeof UtxoDetailSchema>;

/**
 * One transaction the signer signed: what the user approved, what the signer decoded from the
 * bytes it signed, and those signed bytes. A speed-up or cancel is checked against this record
 * and nothing else.
 */
export const JournalEntrySchema = z.strictObject({
  walletId: z.string().max(64),
  chainName: z.string().max(64),
  /** the chain's id of the signed transaction, lower-case hex without 0x */
  hash: TxId,
  kind: TxKindSchema,
  /** unix ms */
  at: z.number().int(),
  /** the approved recipient and amount (a token's recipient and token amount) */
  to: z.string().max(200),
  amount: BaseUnits,
  contractAddress: z.string().max(200).optional(),
  /** the fee the user approved */
  feeCap: BaseUnits,
  /** what the signed transaction pays (UTXO) or can pay at most (EVM: gas limit × max price) */
  fee: BaseUnits,
  /** the journaled hash this one replaces */
  replaces: TxId.optional(),
  /** the raw signed transaction, as returned to main */
  signed: z.string().max(2_000_000),
  detail: JournalDetailSchema,
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/** Hashes as families and main spell them (0x-prefixed, any case) → the journal's key form. */
export function journalHash(hash: string): string {
  return hash.replace(/^0x/i, '').toLowerCase();
}
