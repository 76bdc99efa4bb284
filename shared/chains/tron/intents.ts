import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What tron signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const TRON_KINDS = [
  'transfer',
  'stake',
  'unstake',
  'vote',
  'withdraw',
  'claim',
  // a sell provider's deposit (issue 30): a transfer, after signer/chains/saleDeposit.ts
  'sellDeposit',
  // a TRC-20 allowance revoke (issue 33): approve(spender, 0) on the token, nothing else
  'revokeAllowance',
] as const satisfies readonly TxKind[];

/**
 * transfer: `to` the recipient, `amount` sun or token base units (`memo` becomes raw_data.data);
 * stake / unstake (FreezeBalanceV2 / UnfreezeBalanceV2): `amount` sun, `resource` named;
 * vote (VoteWitness): `votes`, amount '0'; withdraw (WithdrawExpireUnfreeze) and claim
 * (WithdrawBalance): amount '0'. For every staking kind `to` is the wallet's own address.
 * revokeAllowance: `contractAddress` the token, `to` the spender, amount '0'.
 * `feeCap` holds a TRC-20 call's fee_limit and what the user agreed may be burnt.
 */
export const TronIntentSchema = z.strictObject({
  family: z.literal('tron'),
  ...SignIntentCommon,
  kind: z.enum(TRON_KINDS),
  /** the owner */
  from: From,
  /** a TRC-20 transfer: the token contract, called with exactly transfer(to, amount) */
  contractAddress: z.string().max(200).optional(),
  resource: z.enum(['ENERGY', 'BANDWIDTH']).optional(),
  votes: z
    .array(z.strictObject({ address: z.string().min(1).max(200), count: z.number().int().min(1).max(1e15) }))
    .min(1)
    .max(30)
    .optional(),
});
