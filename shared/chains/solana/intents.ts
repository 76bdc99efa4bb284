import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What solana signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const SOLANA_KINDS = [
  'transfer',
  'stake',
  'unstake',
  'withdraw',
  // issue 33: an SPL token account's delegate removed (`to` the account, `mint` its token, amount 0)
  'revokeDelegate',
  // issue 28: an NFT (a 0-decimal mint) sent whole: TransferChecked of 1 with decimals 0
  'nftTransfer',
] as const satisfies readonly TxKind[];

/** a base58 ed25519 public key (Solana account, mint, program) */
const SolanaKey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

/**
 * transfer: `to` is the recipient's wallet address and `amount` lamports or token base
 * units; stake: `to` is the validator's vote account and `amount` the lamports delegated;
 * unstake: `to` is the stake account deactivated (amount 0); withdraw: `to` is the stake
 * account and `amount` the lamports withdrawn to the wallet's own address. Solana has no
 * speed-up or cancel: a transaction that cannot land expires with its blockhash.
 */
export const SolanaIntentSchema = z.strictObject({
  family: z.literal('solana'),
  ...SignIntentCommon,
  kind: z.enum(SOLANA_KINDS),
  /** the fee payer and sender */
  from: From,
  /**
   * an SPL token transfer or an NFT transfer (or a revoke): the mint, and the token's decimals
   * transferChecked must carry (an NFT: 0)
   */
  mint: SolanaKey.optional(),
  decimals: z.number().int().min(0).max(255).optional(),
  /**
   * the user saw and approved creating the recipient's associated token account (its rent
   * paid by the wallet); without it the signer refuses an account-creating instruction
   */
  createsAccount: z.boolean().optional(),
  /** stake: the seed the new stake account is derived from (wallet, seed, Stake program) */
  stakeSeed: z.string().min(1).max(32).optional(),
});
