import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What polkadot signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const POLKADOT_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * balances.transferKeepAlive of `amount` planck to `to`, or transferAllowDeath when the user
 * sends all (`sendAll`: the account may be reaped). `nonce` is the account nonce main read;
 * `feeCap` bounds the tip, the only fee the signed bytes carry.
 */
export const PolkadotIntentSchema = z.strictObject({
  family: z.literal('polkadot'),
  ...SignIntentCommon,
  kind: z.enum(POLKADOT_KINDS),
  from: From,
  nonce: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  sendAll: z.boolean().optional(),
});
