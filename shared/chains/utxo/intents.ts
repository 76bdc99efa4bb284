import { z } from 'zod';
import type { TxKind } from '../../contract/txKinds';
import { SignIntentCommon } from '../../signer/intents/common';

/** What utxo signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const UTXO_KINDS = ['transfer', 'speedUp', 'cancel'] as const satisfies readonly TxKind[];

/** The signer derives the inputs' and change's scripts from the wallet's own keys. */
export const UtxoIntentSchema = z.strictObject({
  family: z.literal('utxo'),
  ...SignIntentCommon,
  kind: z.enum(UTXO_KINDS),
});
