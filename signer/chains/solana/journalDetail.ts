import { z } from 'zod';
import { BaseUnits, SolanaKey } from '../../journal/details/units';

/** What the signer itself read from a Solana message it signed. */
export const SolanaDetailSchema = z.strictObject({
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
export type SolanaJournalDetail = z.infer<typeof SolanaDetailSchema>;
