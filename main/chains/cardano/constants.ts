/** Cardano's rules and texts (spec/chains.md §4, §5, §7, §9). */

/** spec §9: 6 decimals; 1 ADA = 10^6 lovelace */
export const ADA_DECIMALS = 6;
/** spec §7: the first 20 transactions of the address */
export const HISTORY_LIMIT = 20;
/** spec §4: Cardano waits 90 s for confirmation: a look every 5 s, 18 times */
export const CARDANO_CONFIRM_POLICY = { intervalMs: 5_000, tries: 18 } as const;
/**
 * Slots (1 s each since Shelley) a built transaction stays valid past the tip it was built on:
 * two hours, as wallets commonly set, long enough for a review and short enough that a stuck
 * send is void soon after.
 */
export const TTL_MARGIN_SLOTS = 7_200n;
/** Blockfrost's largest page (`count`); an address with more UTXOs reads up to UTXO_PAGES pages */
export const PAGE_SIZE = 100;
export const UTXO_PAGES = 10;

export const CARDANO_ERRORS = {
  /** spec §5 */
  noSender: 'Could not get sender address',
  /** spec §5 */
  noUtxos: 'No UTXOs available in sender wallet',
  /** spec §5: available versus required lovelace, the fee included */
  insufficient: (available: bigint, required: bigint, fee: bigint) =>
    `Insufficient funds: ${available} lovelace available, ${required} lovelace required (including a fee of ${fee} lovelace)`,
  belowMinimum: (minimum: bigint) =>
    `A Cardano output must hold at least ${minimum} lovelace; send at least that much`,
  badAddress: 'Enter a valid Cardano address',
  noMemo: 'A Cardano transfer carries no memo',
  amountZero: 'Enter an amount greater than 0',
  noBackend: 'No local Blockfrost is configured (WALLET_LOCAL_ENDPOINTS)',
  otherHash: 'Blockfrost answered another transaction id',
  badToken: 'Enter a native asset as its policy id (56 hex digits) and asset name in hex',
  unknownToken: (unit: string) => `Cardano has no native asset ${unit}`,
  tokenTooLittle: (available: bigint, symbol: string) =>
    `Not enough ${symbol}: ${available} base units available`,
  heldAssets: (units: string[]) =>
    `This address also holds the native assets ${units.join(', ')}: add each from Add coin → Custom token by its policy id and asset name`,
} as const;

/** The most held assets the ADA page names one by one; the rest are counted. */
export const HELD_ASSETS_LISTED = 10;
/** A symbol the wallet makes from an asset's name is cut to this many characters. */
export const SYMBOL_MAX_CHARS = 16;
