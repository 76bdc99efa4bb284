import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Polkadot signing payload it signed. */
export const PolkadotDetailSchema = z.strictObject({
  family: z.literal('polkadot'),
  /** the sending account (the signing key's own address) */
  from: z.string().max(200),
  /** balances.transferKeepAlive or balances.transferAllowDeath */
  call: z.enum(['transferKeepAlive', 'transferAllowDeath']),
  /** the recipient, ss58 in the network's format */
  to: z.string().max(200),
  /** planck sent */
  amount: BaseUnits,
  nonce: z.number().int().min(0),
  /** the tip the payload commits to, planck */
  tip: BaseUnits,
  /** blocks the transaction stays valid for from its checkpoint block */
  eraPeriod: z.number().int().min(1),
  /**
   * the fee the user approved, planck: the chain charges its weight fee at inclusion, and the
   * signed bytes carry only the tip, which is checked against it
   */
  fee: BaseUnits,
});
export type PolkadotJournalDetail = z.infer<typeof PolkadotDetailSchema>;
