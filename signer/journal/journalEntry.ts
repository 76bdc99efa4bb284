import { z } from 'zod';
import { TxKindSchema } from '../../shared/contract/txKinds';
import { SIGNER_FAMILIES } from '../chains/families';
import { DappDetailSchema } from './details/dapp';
import { BaseUnits, TxId } from './details/units';

/** a journal key: a 32-byte transaction hash, a Hedera SHA-384 hash, or a Solana transaction's 64-byte signature, lower-case hex */
const JournalKey = z.string().regex(/^([0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/);

/** What the signer read from the bytes it signed: each family's schema (chains/families.ts), or a dapp request's. */
export const JournalDetailSchema = z.discriminatedUnion('family', [
  DappDetailSchema,
  ...Object.values(SIGNER_FAMILIES).map((row) => row.journalDetail),
]);
export type JournalDetail = z.infer<typeof JournalDetailSchema>;

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
  /** `dapp`: a signature a connected app asked for (WalletConnect), message or transaction */
  kind: z.union([TxKindSchema, z.literal('dapp')]),
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
