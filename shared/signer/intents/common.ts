import { z } from 'zod';
import { MemoSchema } from '../../contract/transfers';
import { TxKindSchema } from '../../contract/txKinds';

export const BaseUnits = z.string().regex(/^(0|[1-9]\d{0,77})$/);

/**
 * What the user approved, as the signer checks it against the transaction it decodes itself:
 * a part every family shares and each family's own fields (one file per family here, keyed by
 * `family`; the signer refuses an intent whose family is not the chain's). The signer derives
 * the wallet's own addresses (sender, change) itself; main cannot add any.
 */
export const SignIntentCommon = {
  kind: TxKindSchema,
  /** checked against the registry by SignIntentSchema (index.ts), which the family modules feed */
  chainName: z.string().max(64),
  to: z.string().min(1).max(200),
  /** base units the recipient receives */
  amount: BaseUnits,
  /** the most the user agreed to pay in fees, base units of the native coin */
  feeCap: BaseUnits,
  /**
   * speed-up and cancel: the hash of the transaction they replace. The signer looks it up in
   * its own journal and checks the replacement against what it signed then, never against
   * main's or a node's copy; a hash it never signed is refused.
   */
  replaces: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/)
    .optional(),
  memo: MemoSchema.optional(),
  /**
   * a `sellDeposit` only (and always there): the provider the user approved selling through;
   * `to` is its deposit address and `memo` its memo, both as the review showed them
   */
  sale: z
    .strictObject({
      providerName: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[\w.-]+$/),
      providerDisplayName: z.string().min(1).max(64),
    })
    .optional(),
};

/** The sending address: the signing key's own address must equal it. */
export const From = z.string().min(1).max(200);
