import { z } from 'zod';
import { TxKindSchema } from '../../shared/contract/txKinds';

const BaseUnits = z.string().regex(/^(0|[1-9]\d{0,77})$/);
const TxId = z.string().regex(/^[0-9a-f]{64}$/);
/** a journal key: a 32-byte transaction hash, or a Solana transaction's 64-byte signature, lower-case hex */
const JournalKey = z.string().regex(/^([0-9a-f]{64}|[0-9a-f]{128})$/);
const SolanaKey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

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

/** What the signer itself read from a Tron transaction it signed (raw_data, protobuf-decoded). */
const TronDetailSchema = z.strictObject({
  family: z.literal('tron'),
  contractType: z.enum([
    'TransferContract',
    'TriggerSmartContract',
    'FreezeBalanceV2Contract',
    'UnfreezeBalanceV2Contract',
    'VoteWitnessContract',
    'WithdrawExpireUnfreezeContract',
    'WithdrawBalanceContract',
  ]),
  /** owner_address, base58 */
  owner: z.string(),
  /** the TRX recipient, the token contract of a TRC-20 call, '' for staking contracts */
  txTo: z.string(),
  /** sun sent, frozen or unfrozen; token base units of a TRC-20 transfer; '0' otherwise */
  amount: BaseUnits,
  feeLimit: BaseUnits,
  /** unix ms */
  expiration: z.number().int(),
  /** raw_data.data (the memo), hex */
  data: z.string().regex(/^[0-9a-f]*$/),
});

/** What the signer itself read from a Solana message it signed. */
const SolanaDetailSchema = z.strictObject({
  family: z.literal('solana'),
  /** account 0: the wallet, the one signer */
  feePayer: SolanaKey,
  /** base58 of the signature: the chain's transaction id (the entry's hash is its hex) */
  signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
  /** the message expires with it */
  recentBlockhash: SolanaKey,
  /** SetComputeUnitLimit (null: not set) and SetComputeUnitPrice in micro-lamports ('0': not set) */
  computeUnitLimit: z.number().int().min(0).max(1_400_000).nullable(),
  computeUnitPrice: BaseUnits,
  /** a token transfer: the mint and the token program (Token or Token-2022) */
  mint: SolanaKey.optional(),
  tokenProgram: SolanaKey.optional(),
  /** it also created the recipient's associated token account */
  createsAccount: z.literal(true).optional(),
  /** stake: the new stake account; unstake and withdraw: the stake account acted on */
  stakeAccount: SolanaKey.optional(),
});

export const JournalDetailSchema = z.discriminatedUnion('family', [
  EvmDetailSchema,
  UtxoDetailSchema,
  TronDetailSchema,
  SolanaDetailSchema,
]);
export type JournalDetail = z.infer<typeof JournalDetailSchema>;
export type EvmJournalDetail = z.infer<typeof EvmDetailSchema>;
export type UtxoJournalDetail = z.infer<typeof UtxoDetailSchema>;
export type TronJournalDetail = z.infer<typeof TronDetailSchema>;
export type SolanaJournalDetail = z.infer<typeof SolanaDetailSchema>;

/**
 * One transaction the signer signed: what the user approved, what the signer decoded from the
 * bytes it signed, and those signed bytes. A speed-up or cancel is checked against this record
 * and nothing else.
 */
export const JournalEntrySchema = z.strictObject({
  walletId: z.string().max(64),
  chainName: z.string().max(64),
  /** the chain's id of the signed transaction (Solana: its signature), lower-case hex without 0x */
  hash: JournalKey,
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
