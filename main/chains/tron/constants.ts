/**
 * Tron's constants of spec/chains.md §9. The sun amounts are defaults: where the chain publishes
 * the parameter (getchainparameters), the chain's value is used.
 */

/** sun per energy when the chain does not say (getEnergyFee) */
export const DEFAULT_ENERGY_FEE = 420n;
/** sun per bandwidth byte burnt when the account's bandwidth does not cover it (getTransactionFee) */
export const DEFAULT_TRANSACTION_FEE = 1_000n;
/** burnt when a transaction carries a memo (getMemoFee) */
export const DEFAULT_MEMO_FEE = 1_000_000n;
/** account creation: each of getCreateAccountFee and getCreateNewAccountFeeInSystemContract */
export const DEFAULT_CREATE_ACCOUNT_FEE = 100_000n;
/** the most a TRC-20 transfer may burn for energy (fee_limit), sun */
export const TOKEN_FEE_LIMIT = 1_000_000_000n;
/** bandwidth bytes each signature adds to the raw transaction */
export const SIGNATURE_BYTES = 67n;
/** a token whose contract does not answer decimals() */
export const DEFAULT_TOKEN_DECIMALS = 6;
/** account info (getaccount, getaccountresource) is read at most this often */
export const ACCOUNT_CACHE_MS = 10_000;
/** chain parameters change by committee proposal, rarely; read them at most this often */
export const CHAIN_PARAMS_CACHE_MS = 10 * 60_000;
/** spec §7: history length */
export const HISTORY_LIMIT = 20;
/** rewards can be claimed once the last claim is older than this */
export const CLAIM_INTERVAL_MS = 24 * 3600 * 1000;
/** 1 TRX = 10^6 sun; a vote is one TRX of TRON Power */
export const SUN_PER_TRX = 1_000_000n;

export const TRON_ERRORS = {
  /** spec §8 */
  noResult: 'Something went wrong',
  /** spec §9: the 'disabled_unstaking' staking-info row */
  disabledUnstaking: 'Unstaking is currently unavailable because the maximum limit has been reached.',
  claimTooSoon: 'Rewards can be claimed once every 24 hours; the last claim was less than 24 hours ago',
  noReward: 'There are no rewards to claim yet',
  noExpired: 'No unstaked TRX is ready to withdraw yet',
  feeShort: 'Insufficient balance to pay the network fee',
  badAddress: 'Enter a valid Tron address',
  memoKind: 'A Tron memo is text',
  noNode: 'No local Tron node is configured (WALLET_LOCAL_ENDPOINTS)',
} as const;

/** spec §4: Tron is polled every 3 s, 5 tries */
export const TRON_CONFIRM_POLICY = { intervalMs: 3_000, tries: 5 } as const;
