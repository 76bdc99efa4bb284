import { z } from 'zod';
import type { Cache } from '../../cache';

/** The app-state key the user's spam choices live under, in the encrypted cache. */
export const NFT_SPAM_CHOICES_KEY = 'nftSpamChoices';
/** Far more items than anyone moves by hand; keeps the one JSON row small. */
export const NFT_SPAM_CHOICES_MAX = 5000;

export type SpamChoice = 'shown' | 'hidden';
const StoredSchema = z.record(z.string().max(300), z.enum(['shown', 'hidden']));

/** One NFT across wallets: the same token is the same spam whichever wallet holds it. */
export const nftChoiceKey = (chainName: string, contract: string, tokenId: string) =>
  `${chainName}|${contract.toLowerCase()}|${tokenId}`;

/**
 * The items the user moved out of "Hidden" or into it, overriding the spam rules. One JSON value
 * in the cache's app state, read back through its schema (a damaged value reads as no choices);
 * the oldest choice goes first past NFT_SPAM_CHOICES_MAX.
 */
export class NftSpamChoices {
  constructor(private readonly cache: () => Cache) {}

  all(): Record<string, SpamChoice> {
    const parsed = StoredSchema.safeParse(this.cache().appState.get(NFT_SPAM_CHOICES_KEY));
    return parsed.success ? parsed.data : {};
  }

  set(key: string, choice: SpamChoice | null): void {
    // the newest choice last: entries are kept in the order they were made
    const entries = Object.entries(this.all()).filter(([k]) => k !== key);
    if (choice !== null) entries.push([key, choice]);
    const all = Object.fromEntries(entries.slice(-NFT_SPAM_CHOICES_MAX));
    this.cache().appState.set(NFT_SPAM_CHOICES_KEY, all);
  }
}
