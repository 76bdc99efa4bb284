/**
 * Numbers of the Solana family (spec/chains.md §9 unless said otherwise), each with why.
 */

/** SOL has 9 decimals: 1 SOL = 10^9 lamports. */
export const SOL_DECIMALS = 9;

/** The unit limit every fee simulation runs with (spec §9): the most a transaction may use, so it never runs out. */
export const SIMULATION_UNIT_LIMIT = 1_400_000;

/** Micro-lamports per compute unit when the node reports no recent non-zero priority fee (spec §9). */
export const DEFAULT_PRIORITY_FEE = 5_000n;

/** A priority fee is priced in micro-lamports per compute unit (spec §9). */
export const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/** The base fee of the runtime: per signature, whatever the transaction does. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;

/**
 * Spec §5: with no gas parameters given, a SOL send over this many lamports is simulated with
 * this much less, so a send of the whole balance can be simulated before its own fee is known
 * (the simulation's fee, 5000 lamports at price 0, fits in it).
 */
export const FEE_ESTIMATE_DEDUCTION = 20_000n;

/**
 * Simulated units plus 15%: a transaction runs against the state when it lands, not when it was
 * simulated (an account created or closed in between, another branch in a token program), and a
 * transaction that passes its limit fails and still pays. 15% covers that drift at a cost of a
 * few hundred micro-lamports; a floor keeps tiny simulations from rounding to nothing.
 */
export const UNIT_MARGIN_PERCENT = 15n;
export const MIN_UNIT_LIMIT = 1_000;

/** Recent non-zero priority fees: Normal takes the median, Recommended the 75th percentile. */
export const NORMAL_FEE_PERCENTILE = 50;
export const RECOMMENDED_FEE_PERCENTILE = 75;

/** Spec §9: history length per chain. */
export const HISTORY_LIMIT = 20;

/** An SPL Token account's size; its rent is what opening a recipient's token account costs. */
export const TOKEN_ACCOUNT_SIZE = 165;
/**
 * A Token-2022 associated account carries the ImmutableOwner extension the associated-token
 * program adds (165 + 1 account-type byte + 4 bytes of extension header): 170 bytes.
 */
export const TOKEN_2022_ACCOUNT_SIZE = 170;

/** A stake account's size (StakeStateV2); its rent-exempt reserve stays in the account. */
export const STAKE_ACCOUNT_SIZE = 200;

/** u64::MAX: a stake delegation's epoch when it has not been (de)activated. */
export const EPOCH_NEVER = 18_446_744_073_709_551_615n;

/** JSON-RPC calls per HTTP request; public nodes refuse larger batches. */
export const RPC_BATCH_CHUNK = 100;

/** Spec §4: Solana is polled every 3 s, 5 tries. */
export const CONFIRM_POLICY = { intervalMs: 3_000, tries: 5 } as const;

/** How long a blockhash stays usable, in blocks; a fallback expiry when prepare's record is gone. */
export const BLOCKHASH_LIFETIME = 150;
