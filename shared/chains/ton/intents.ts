import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What ton signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const TON_KINDS = ['transfer', 'sellDeposit'] as const satisfies readonly TxKind[];

/** A cell tree as base64 BOC; a jetton wallet's code is about 1 KB. */
const Boc = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

/**
 * A TON wallet transfer from the wallet contract `walletVersion` at `from`: TON to `to`, or a
 * jetton transfer (`jettonMaster`) whose internal message goes to the wallet's own jetton wallet,
 * whose state init (`jettonWallet`) the signer hashes to that address itself.
 */
export const TonIntentSchema = z.strictObject({
  family: z.literal('ton'),
  ...SignIntentCommon,
  kind: z.enum(TON_KINDS),
  from: From,
  walletVersion: z.enum(['v4r2', 'v5r1']),
  jettonMaster: z.string().max(100).optional(),
  /** the jetton wallet's code and initial data: a known wallet code, the data naming `from` and the master */
  jettonWallet: z.strictObject({ code: Boc, data: Boc }).optional(),
});
