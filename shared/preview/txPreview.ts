import { z } from 'zod';

/**
 * What a transaction does, as the user's own node simulated it (issue 32): the same three lists
 * for every chain that can simulate, so one card shows them. Amounts are decimal text in the
 * asset's unit when its decimals are known; `raw` marks base units when they are not.
 */
export const PREVIEW_STANDARDS = ['native', 'erc20', 'erc721', 'erc1155', 'spl'] as const;

export const PreviewMoveSchema = z.strictObject({
  /** 'native' for the chain's coin, else the token's contract address or mint */
  asset: z.string(),
  /** null when neither the catalogue nor the chain names it */
  symbol: z.string().nullable(),
  standard: z.enum(PREVIEW_STANDARDS),
  amount: z.string(),
  /** true when `amount` is base units because the decimals are unknown */
  raw: z.boolean(),
  /** ERC-721/1155 token id */
  tokenId: z.string().nullable(),
  /** the amount in the user's currency, when a price is known */
  fiat: z.string().nullable(),
});
export type PreviewMove = z.infer<typeof PreviewMoveSchema>;

export const PREVIEW_PERMISSION_KINDS = [
  /** ERC-20 approve / SPL Approve: `spender` may move up to `amount` (or all: `unlimited`) */
  'approve',
  /** ERC-721/1155 setApprovalForAll(true): every item of the collection */
  'approvalForAll',
  /** Solana SetAuthority on one of the wallet's token accounts */
  'setAuthority',
  /** Solana System Assign of the wallet's own account to another program */
  'assign',
  /** Solana CloseAccount of a wallet's token account paying its rent to someone else */
  'closeAccount',
  /** EIP-7702 or any other delegation of the account's code */
  'delegate',
] as const;

export const PreviewPermissionSchema = z.strictObject({
  kind: z.enum(PREVIEW_PERMISSION_KINDS),
  /** token contract or mint, the wallet's account for `assign` */
  asset: z.string(),
  symbol: z.string().nullable(),
  /** who gains the right (spender, operator, new authority, new owner program, rent receiver) */
  spender: z.string(),
  /** decimal (or raw) limit for `approve`; null where a limit means nothing */
  amount: z.string().nullable(),
  unlimited: z.boolean(),
  /** the permission in words, as the card shows it */
  text: z.string(),
});
export type PreviewPermission = z.infer<typeof PreviewPermissionSchema>;

export const PreviewWarningSchema = z.strictObject({
  /** danger: shown red, the user is giving something away; caution: worth a second look */
  level: z.enum(['danger', 'caution']),
  text: z.string(),
});
export type PreviewWarning = z.infer<typeof PreviewWarningSchema>;

export const PREVIEW_METHODS = [
  'eth_simulateV1',
  'debug_traceCall',
  'eth_call',
  'simulateTransaction',
] as const;

/** the line a review shows when the node offers no way to simulate: never a silent pass */
export const PREVIEW_UNAVAILABLE = 'Preview not available on this node';

export const TxPreviewSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('ok'),
    method: z.enum(PREVIEW_METHODS),
    send: z.array(PreviewMoveSchema),
    receive: z.array(PreviewMoveSchema),
    permissions: z.array(PreviewPermissionSchema),
    warnings: z.array(PreviewWarningSchema),
    /**
     * Permissions the transaction withdraws (a revoke: approve(spender, 0), setApprovalForAll
     * false, Permit2's lockdown, an EIP-7702 delegation cleared), as the card's "Permissions you
     * remove". Absent where the preview does not read removals (a send's, a dapp's).
     */
    removed: z.array(PreviewPermissionSchema).optional(),
    /**
     * For the wallet's own transactions: how the simulation differs from what the user asked
     * for, in words; the review is blocked while this is set. Null when they agree (or for a
     * dapp's request, which has no intent to compare with).
     */
    mismatch: z.string().nullable(),
  }),
  z.strictObject({
    status: z.literal('reverts'),
    method: z.enum(PREVIEW_METHODS),
    /** the decoded revert reason, or a description of the failure when there is none */
    reason: z.string(),
    warnings: z.array(PreviewWarningSchema),
  }),
  z.strictObject({
    status: z.literal('unavailable'),
    /** PREVIEW_UNAVAILABLE, or why the preview could not run (node unreachable, …) */
    reason: z.string(),
  }),
]);
export type TxPreview = z.infer<typeof TxPreviewSchema>;
