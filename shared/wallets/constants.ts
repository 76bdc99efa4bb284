/**
 * The most wallets one install holds (spec §9: "exists; value not shown"). 20 because every
 * phrase wallet derives addresses on ~40 chains and refreshes a dozen or more balances, so
 * the refresh load on free-tier providers grows with the count; 20 covers people who keep
 * separate wallets per purpose while keeping a full refresh within provider rate limits.
 */
export const MAX_WALLETS = 20;

/** Longest wallet name; keeps the switcher and title bar on one line. */
export const MAX_WALLET_NAME_LENGTH = 40;

/**
 * Most coins (visible or hidden) in one wallet: the whole catalogue plus generous room for
 * custom tokens, while bounding what one balance refresh and the stored state can grow to.
 */
export const MAX_COINS_PER_WALLET = 500;

/** spec §4: the first wallet's name. */
export const FIRST_WALLET_NAME = 'Main Wallet';
