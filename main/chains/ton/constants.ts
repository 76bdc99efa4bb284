/**
 * Numbers of the TON family (spec/chains.md §4 and §9 unless said otherwise), each with why.
 */

/** TON has 9 decimals: 1 TON = 10^9 nanoton. */
export const TON_DECIMALS = 9;

/** Added to every emulated or estimated fee (spec §9): the estimate misses the last forward fees. */
export const FEE_PAD = 15_000n;

/** What a jetton transfer attaches for the jetton wallets' gas (spec §9: 0.2 TON); the unspent part comes back as excess. */
export const JETTON_ATTACH = 200_000_000n;

/** A jetton transfer's fee adds the attached TON and the pad (spec §9: 200000000 plus 15000). */
export const JETTON_FEE_ADD = JETTON_ATTACH + FEE_PAD;

/** Forwarded with a jetton transfer so the recipient's wallet gets a notification carrying the comment. */
export const JETTON_FORWARD_TON = 1n;

/** The comment of a send the user wrote none for (spec §9: a 'Transfer from' text). */
export const DEFAULT_COMMENT = 'Transfer from Vault Wallet';

/** Spec §4: TON confirms every 10 s, up to 5 times. */
export const CONFIRM_POLICY = { intervalMs: 10_000, tries: 5 } as const;

/** A request stays valid this long (valid_until), as @ton/ton's default; the signer allows up to 10 minutes. */
export const VALID_FOR_S = 60;

/** pay fees apart from the value, ignore errors: the mode wallets send a transfer with */
export const SEND_MODE = 3;

/** History length (spec §9: 20 items per chain). */
export const HISTORY_LIMIT = 20;
