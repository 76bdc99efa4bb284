import { z } from 'zod';
import { BaseUnits } from '../../signer/intents/common';

/** a base58 ed25519 public key (account, mint, program) or a blockhash */
const SolanaKey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

/**
 * One instruction of a dapp's Solana transaction as main shows it and the signer reads it
 * again from the bytes it signs: System transfers and SPL token transfers decoded, the
 * instructions drainers use (Assign, SetAuthority, Approve, CloseAccount) named, the
 * ComputeBudget settings that set the fee, anything else named by its program only.
 */
export const SolanaDappInstructionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('solTransfer'), from: SolanaKey, to: SolanaKey, lamports: BaseUnits }),
  z.strictObject({
    kind: z.literal('tokenTransfer'),
    /** Token or Token-2022 */
    program: SolanaKey,
    /** token accounts, and the owner that authorises the move */
    source: SolanaKey,
    destination: SolanaKey,
    authority: SolanaKey,
    /** TransferChecked names the mint and its decimals; a plain Transfer does not */
    mint: SolanaKey.nullable(),
    decimals: z.number().int().min(0).max(255).nullable(),
    amount: BaseUnits,
  }),
  /** System Assign: `account` now belongs to program `owner` (which may then move its SOL) */
  z.strictObject({ kind: z.literal('assign'), account: SolanaKey, owner: SolanaKey }),
  /** Token SetAuthority on a token account or mint; `newAuthority` null removes it for good */
  z.strictObject({
    kind: z.literal('setAuthority'),
    program: SolanaKey,
    target: SolanaKey,
    /** SPL's AuthorityType by name (AccountOwner, CloseAccount, MintTokens…) */
    authorityType: z.string().max(64),
    current: SolanaKey,
    newAuthority: SolanaKey.nullable(),
  }),
  /** Token Approve / ApproveChecked: `delegate` may move up to `amount` of `source` */
  z.strictObject({
    kind: z.literal('approve'),
    program: SolanaKey,
    source: SolanaKey,
    delegate: SolanaKey,
    owner: SolanaKey,
    amount: BaseUnits,
    mint: SolanaKey.nullable(),
    decimals: z.number().int().min(0).max(255).nullable(),
  }),
  /** Token CloseAccount: `account` is closed, its lamports go to `destination` */
  z.strictObject({
    kind: z.literal('closeAccount'),
    program: SolanaKey,
    account: SolanaKey,
    destination: SolanaKey,
    owner: SolanaKey,
  }),
  z.strictObject({ kind: z.literal('computeUnitLimit'), units: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal('computeUnitPrice'), microLamports: BaseUnits }),
  z.strictObject({
    kind: z.literal('unknown'),
    programId: SolanaKey,
    /** the accounts it is given, in order, and whether this wallet is one it may act for */
    accounts: z.array(SolanaKey).max(256),
    walletSigns: z.boolean(),
    dataLength: z.number().int().min(0),
  }),
]);
export type SolanaDappInstruction = z.infer<typeof SolanaDappInstructionSchema>;

/**
 * A dapp's Solana transaction as the modal showed it: who pays the fee, every key that must
 * sign (the wallet is one), the instructions in order and the most the fee can be. The signer
 * decodes the bytes it signs into the same shape and refuses them unless both are equal.
 */
export const SolanaDappTxSchema = z.strictObject({
  feePayer: SolanaKey,
  signers: z.array(SolanaKey).min(1).max(64),
  recentBlockhash: SolanaKey,
  instructions: z.array(SolanaDappInstructionSchema).max(64),
  /** lamports: 5000 per signature plus the priority fee at the compute unit limit */
  maxFee: BaseUnits,
});
export type SolanaDappTx = z.infer<typeof SolanaDappTxSchema>;

const Base64 = z
  .string()
  .regex(/^[A-Za-z0-9+/]*={0,2}$/)
  .max(16_000);

/** The Solana requests the signer signs for a dapp: exact message bytes, or a transaction against its summary. */
export const SolanaDappRequestSchemas = [
  /** solana_signMessage: the bytes shown (base64) */
  z.strictObject({ kind: z.literal('solanaMessage'), message: Base64.min(1) }),
  /** solana_signTransaction: the dapp's wire transaction (base64) and what the modal showed of it */
  z.strictObject({
    kind: z.literal('solanaTransaction'),
    transaction: Base64.min(4),
    approved: SolanaDappTxSchema,
  }),
] as const;
