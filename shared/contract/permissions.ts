import { z } from 'zod';
import { TxPreviewSchema } from '../preview/txPreview';
import { AMOUNT_PATTERN } from './transfers';

/**
 * What lets someone else move the wallet's assets (issue 33): an ERC-20 `allowance`, an
 * NFT collection's `operator` (ERC-721/1155 ApprovalForAll), an EIP-7702 `delegation` of the
 * account's code, a Solana token account's `delegate`, a `permit2` allowance (Uniswap's Permit2
 * keeps its own, per token and spender, with an expiry).
 */
export const PERMISSION_KINDS = ['allowance', 'operator', 'delegation', 'delegate', 'permit2'] as const;
export const PermissionKindSchema = z.enum(PERMISSION_KINDS);
export type PermissionKind = z.infer<typeof PermissionKindSchema>;

/** The kinds a revoke can clear (a 7702 delegation: the account's own, by delegating to address 0). */
export const REVOCABLE_KINDS = ['allowance', 'operator', 'delegate', 'delegation', 'permit2'] as const;

/**
 * One permission to revoke, as main listed it: `asset` the token, collection or token account,
 * `spender` whom it lets move it. Main rebuilds the revoke from these; nothing else is trusted.
 */
export const RevokeTargetSchema = z.strictObject({
  chainName: z.string().min(1).max(64),
  kind: z.enum(REVOCABLE_KINDS),
  asset: z.string().min(1).max(200),
  spender: z.string().min(1).max(200),
});
export type RevokeTarget = z.infer<typeof RevokeTargetSchema>;

export const PermissionRowSchema = z.strictObject({
  chainName: z.string(),
  kind: PermissionKindSchema,
  /** the token, collection or account, named by the catalogue or by its own contract */
  asset: z.strictObject({ address: z.string(), symbol: z.string() }),
  spender: z.string(),
  /** the known router or marketplace it is; null: an unknown contract */
  spenderLabel: z.string().nullable(),
  /** the spender on the chain's explorer */
  spenderUrl: z.string().nullable(),
  /**
   * decimal in the asset's units; null where it covers everything (an operator, a delegation)
   * or where the contract would not say (an allowance whose read reverted)
   */
  amount: z.string().nullable(),
  /** max uint or anything from 2^255 up: spending it down never ends it */
  unlimited: z.boolean(),
  /** when it was granted (block time, ms); null when unknown */
  since: z.number().nullable(),
  /** the risk, in words */
  risk: z.string(),
  /** absent where the app cannot revoke it yet */
  target: RevokeTargetSchema.optional(),
});
export type PermissionRow = z.infer<typeof PermissionRowSchema>;

/** The most revokes one review signs. */
export const MAX_REVOKE_TARGETS = 50;
const Targets = z.array(RevokeTargetSchema).min(1).max(MAX_REVOKE_TARGETS);
const FeeOfChain = z.strictObject({
  chainName: z.string().min(1).max(64),
  /** decimal, the chain's native coin: what the review showed for all its revokes */
  fee: z.string().regex(AMOUNT_PATTERN, 'Enter an amount like 0.5'),
});

export const permissionCalls = {
  /**
   * Every permission of the current wallet, by chain; a chain whose read failed says so in
   * `error` and the others still show (never a blank page).
   */
  'permissions.list': {
    input: z.strictObject({}),
    output: z.strictObject({
      chains: z.array(
        z.strictObject({
          chainName: z.string(),
          chainDisplayName: z.string(),
          rows: z.array(PermissionRowSchema),
          error: z.string().nullable(),
        }),
      ),
    }),
  },
  /** What revoking these costs, per chain, in its native coin. */
  'permissions.quote': {
    input: z.strictObject({ targets: Targets }),
    output: z.strictObject({
      chains: z.array(
        FeeOfChain.extend({
          feeSymbol: z.string(),
          count: z.number(),
          /**
           * the chain's revokes simulated on the profile's node (issue 32): what they remove,
           * and a mismatch with the chosen permissions that blocks the revoke; absent where the
           * chain's family does not preview revokes
           */
          preview: TxPreviewSchema.optional(),
          /** names the preview main holds for `permissions.revoke` (with `preview`) */
          quoteId: z.string().uuid().optional(),
        }),
      ),
    }),
  },
  /**
   * Revokes them all: per chain one transaction each, signed with consecutive nonces, each
   * held by the signer to exactly its revoke; refused when a chain's fee went above `fees`, and
   * (INTENT_MISMATCH, before the signer is asked) when the chain's preview differs from the
   * permissions chosen: the one held under its quote id, else one simulated afresh.
   */
  'permissions.revoke': {
    input: z.strictObject({
      targets: Targets,
      /** with the quote id of the review each chain's fee came from: its held preview judges the revoke */
      fees: z
        .array(FeeOfChain.extend({ quoteId: z.string().uuid().optional() }))
        .min(1)
        .max(50),
    }),
    output: z.strictObject({ sent: z.array(RevokeTargetSchema.extend({ hash: z.string() })) }),
  },
} as const;
