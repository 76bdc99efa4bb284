import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Filecoin message it signed (the message CBOR, decoded). */
export const FilecoinDetailSchema = z.strictObject({
  family: z.literal('filecoin'),
  /** the sending address, as the signed bytes name it */
  from: z.string().max(200),
  /** the most the signed message can pay in fees: GasFeeCap × GasLimit, attoFIL */
  fee: BaseUnits,
  nonce: BaseUnits,
  gasLimit: BaseUnits,
  gasFeeCap: BaseUnits,
  gasPremium: BaseUnits,
  /** the signed message's CID (bafy2bz…), what Lotus and explorers name it by */
  cid: z.string().max(100),
});
export type FilecoinJournalDetail = z.infer<typeof FilecoinDetailSchema>;
