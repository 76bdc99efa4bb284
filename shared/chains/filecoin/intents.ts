import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What filecoin signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const FILECOIN_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * A Filecoin send (method 0, no params) of `amount` attoFIL to `to` from the wallet's own f1/t1
 * address, at message nonce `nonce`. `feeCap` bounds GasFeeCap × GasLimit, the most the message
 * can cost (base fee burn, overestimation burn and miner tip together never exceed it).
 */
export const FilecoinIntentSchema = z.strictObject({
  family: z.literal('filecoin'),
  ...SignIntentCommon,
  kind: z.enum(FILECOIN_KINDS),
  from: From,
  /** the sender's next message nonce (a uint64), as Lotus' MpoolGetNonce gave it */
  nonce: z.string().regex(/^(0|[1-9]\d{0,19})$/),
});
