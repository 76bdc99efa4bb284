import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What hedera signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const HEDERA_KINDS = ['transfer', 'trust', 'sellDeposit'] as const satisfies readonly TxKind[];

/** shard.realm.num, the only form a Hedera send names accounts by (no aliases) */
const AccountIdText = z.string().regex(/^(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})$/);

/** an HTS token's id, shard.realm.num like an account's */
export const HederaTokenIdText = AccountIdText;

/**
 * transfer: `amount` tinybars to the account `to` (0.0.n), or with `token` (issue 37) `amount`
 * base units of that HTS fungible token, whose `decimals` the body states (expected_decimals)
 * so the network refuses it if the token has others; the fee stays in tinybars. trust: a
 * TokenAssociate of `token` to the wallet's own account (`to` = `accountId`, amount '0').
 * sellDeposit: a transfer to a sell provider's deposit account with its text memo (held to a
 * deposit's rules by signer/chains/saleDeposit.ts, then signed as the transfer it is).
 * `from` is the signing key in Hedera's DER hex form (the wallet's address); `accountId` is the
 * account the mirror node names for that key, shown to the user on review: it pays the fee and
 * is debited. The transaction is submitted to the consensus node `nodeAccountId`; `feeCap` is
 * its max fee.
 */
export const HederaIntentSchema = z.strictObject({
  family: z.literal('hedera'),
  ...SignIntentCommon,
  kind: z.enum(HEDERA_KINDS),
  from: From,
  accountId: AccountIdText,
  nodeAccountId: AccountIdText,
  token: HederaTokenIdText.optional(),
  decimals: z.number().int().min(0).max(18).optional(),
});
