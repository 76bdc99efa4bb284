/**
 * The local spam rules of issue 28, applied on top of the provider's own flag (Moralis's
 * `possible_spam`; Blockscout gives none). Spam airdrops advertise: their name or collection
 * carries a link or domain to visit, or promises a claim or reward; or it was sent, unasked, by an
 * address the wallet never dealt with. A match only hides the item
 * (the user can show it again); it is never deleted nor believed about anything else.
 */

/** A link or a bare domain of the kinds airdrop spam uses, or a Telegram handle. */
const LINK =
  /(https?:\/\/|www\.|t\.me\/|\b[a-z0-9-]{2,}\.(com|io|xyz|org|net|app|gift|site|top|vip|fun|link|live|claims?|cc|co|me|pro|club|online|website)\b)/i;
/** The words of a lure: a reward to claim, a voucher, an airdrop to collect. */
const LURE =
  /\b(claim|claims|claimable|reward|rewards|airdrop|airdrops|voucher|bonus|giveaway|free\s+mint)\b/i;

export interface SpamInput {
  name: string;
  collection: string;
  /** the provider's own verdict, where it gives one */
  spam?: boolean | undefined;
  /**
   * who sent the item to the wallet, when that is someone the wallet never dealt with (not the
   * wallet itself, never paid by it, not a contact): an unasked airdrop
   */
  fromStranger?: string | undefined;
}

/** Why the item looks like spam, in words for the detail view; null when it does not. */
export function spamReasonOf(item: SpamInput): string | null {
  if (item.spam === true) return 'Marked as possible spam by the NFT provider';
  for (const [label, text] of [
    ['name', item.name],
    ['collection', item.collection],
  ] as const) {
    if (LINK.test(text)) return `Its ${label} contains a web address`;
    if (LURE.test(text)) return `Its ${label} promises a claim or reward`;
  }
  if (item.fromStranger !== undefined)
    return `Airdropped by ${item.fromStranger}, an address this wallet never dealt with`;
  return null;
}
