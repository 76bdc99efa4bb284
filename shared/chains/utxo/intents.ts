import { z } from 'zod';
import type { TxKind } from '../../contract/txKinds';
import { SwapTermsSchema } from '../../exchange/swapTerms';
import { SignIntentCommon } from '../../signer/intents/common';

/** What utxo signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const UTXO_KINDS = [
  'transfer',
  'speedUp',
  'cancel',
  'swapDeposit',
  // a sell provider's deposit (issue 30): a transfer, after signer/chains/saleDeposit.ts
  'sellDeposit',
] as const satisfies readonly TxKind[];

/**
 * The signer derives the inputs' and change's scripts from the wallet's own keys. A
 * `swapDeposit` pays `amount` to the provider's deposit address `to` with `memo` in an
 * OP_RETURN output, under the approved `swap` terms (signer/chains/utxo/checkSwapDeposit.ts).
 */
export const UtxoIntentSchema = z.strictObject({
  family: z.literal('utxo'),
  ...SignIntentCommon,
  kind: z.enum(UTXO_KINDS),
  swap: SwapTermsSchema.optional(),
});
