import { z } from 'zod';
import { NFT_STANDARDS } from '../../../shared/chains/evm/intents';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from an EVM transaction it signed. */
export const EvmDetailSchema = z.strictObject({
  family: z.literal('evm'),
  chainId: z.string().regex(/^\d{1,20}$/),
  from: z.string(),
  nonce: z.number().int().min(0),
  /** the transaction's own `to` (the token contract for a token transfer) */
  txTo: z.string(),
  value: BaseUnits,
  data: z.string().regex(/^0x[0-9a-f]*$/),
  gasLimit: BaseUnits,
  /** maxFeePerGas (type 2) or gasPrice (type 0) */
  maxPricePerGas: BaseUnits,
  maxPriorityFeePerGas: BaseUnits.nullable(),
  /** an NFT transfer: what its calldata moves (the collection is `txTo`), as the signer decoded it */
  nft: z
    .strictObject({
      standard: z.enum(NFT_STANDARDS),
      tokenId: BaseUnits,
      to: z.string(),
      amount: BaseUnits,
    })
    .optional(),
});
export type EvmJournalDetail = z.infer<typeof EvmDetailSchema>;
