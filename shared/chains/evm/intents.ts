import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What evm signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const EVM_KINDS = ['transfer', 'speedUp', 'cancel'] as const satisfies readonly TxKind[];

export const EvmIntentSchema = z.strictObject({
  family: z.literal('evm'),
  ...SignIntentCommon,
  kind: z.enum(EVM_KINDS),
  from: From,
  /** a token transfer: the token contract, and the calldata must be transfer(to, amount) */
  contractAddress: z.string().max(200).optional(),
  /** the nonce (replacements name the one they replace) */
  nonce: z.number().int().min(0).optional(),
});
