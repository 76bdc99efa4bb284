import { z } from 'zod';
import { ChainNameSchema } from '../chains/registry';

const CONTACT_NAME_MAX = 64;
/** A CSV of contacts: a few thousand rows at most; longer input is refused unread. */
export const CONTACTS_CSV_MAX = 512 * 1024;

/** A named address on one chain, kept in the encrypted cache. */
export const ContactSchema = z.strictObject({
  id: z.string().regex(/^c[0-9a-z]{1,32}$/),
  chainName: ChainNameSchema,
  name: z.string().trim().min(1, 'Give the contact a name').max(CONTACT_NAME_MAX),
  address: z.string().trim().min(1).max(200),
});
export type Contact = z.infer<typeof ContactSchema>;

/**
 * What the review tells the user about a recipient. Generic over what is sent (a coin, a token,
 * an NFT, a deposit): each check names the recipient only.
 */
export const RecipientWarningSchema = z.discriminatedUnion('kind', [
  /** neither the signer's journal nor the address book knows it */
  z.strictObject({ kind: z.literal('firstSend') }),
  /** its ends match a contact's or an address the wallet paid (on `date`), the middle differs */
  z.strictObject({
    kind: z.literal('lookalike'),
    address: z.string(),
    contactName: z.string().optional(),
    date: z.number().int().optional(),
  }),
  /** a token contract the catalogue knows: tokens sent to it are usually lost */
  z.strictObject({ kind: z.literal('tokenContract'), symbol: z.string() }),
]);
export type RecipientWarning = z.infer<typeof RecipientWarningSchema>;

const CoinId = z.string().min(1).max(200);

export const addressBookCalls = {
  /** The address book, by name; one chain's contacts when `chainName` is given. */
  'contacts.list': {
    input: z.strictObject({ chainName: ChainNameSchema.optional() }),
    output: z.strictObject({ contacts: z.array(ContactSchema) }),
  },
  /** Adds a contact (no id) or edits one; the address is checked with its chain's own rules. */
  'contacts.save': {
    input: ContactSchema.omit({ id: true }).extend({ id: ContactSchema.shape.id.optional() }),
    output: z.strictObject({ contact: ContactSchema }),
  },
  'contacts.remove': {
    input: z.strictObject({ id: ContactSchema.shape.id }),
    output: z.strictObject({}),
  },
  /** `name,chain,address` with a header row; names and chains as the registry spells them. */
  'contacts.exportCsv': {
    input: z.strictObject({}),
    output: z.strictObject({ csv: z.string() }),
  },
  /** Adds the rows of a CSV as exported; a row whose address its chain refuses is reported, not kept. */
  'contacts.importCsv': {
    input: z.strictObject({ csv: z.string().max(CONTACTS_CSV_MAX) }),
    output: z.strictObject({
      added: z.number().int().min(0),
      unchanged: z.number().int().min(0),
      rejected: z.array(z.strictObject({ line: z.number().int(), reason: z.string() })),
    }),
  },
  /**
   * The review's recipient checks for a send from `coinId` to `to`: first send and look-alike
   * come from the signer's journal (main cannot hide them) plus the address book; the contact
   * the address belongs to, if any.
   */
  'recipient.check': {
    input: z.strictObject({ coinId: CoinId, to: z.string().min(1).max(200) }),
    output: z.strictObject({
      warnings: z.array(RecipientWarningSchema),
      contactName: z.string().optional(),
    }),
  },
} as const;
