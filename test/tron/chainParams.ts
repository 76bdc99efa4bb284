/**
 * The chain parameters the fixture serves (/wallet/getchainparameters) and charges by. Values
 * are mainnet's as documented (developers.tron.network "Resource model", "Account"); the
 * staked-resource ratios are this fixture's own fixed weights (documented in READY.md):
 * 1 TRX frozen for BANDWIDTH gives 1 bandwidth point a day, 1 TRX frozen for ENERGY 10 energy.
 */
export const PARAMS = {
  getMaintenanceTimeInterval: 21_600_000,
  getCreateAccountFee: 100_000,
  getTransactionFee: 1_000,
  getCreateNewAccountFeeInSystemContract: 1_000_000,
  getEnergyFee: 420,
  getMemoFee: 1_000_000,
  getFreeNetLimit: 600,
  getTotalNetLimit: 43_200_000_000,
  getTotalEnergyCurrentLimit: 180_000_000_000,
  getUnfreezeDelayDays: 14,
  getAllowTvmTransferTrc10: 1,
  getAllowNewResourceModel: 1,
  getAllowMultiSign: 1,
  getMaxFeeLimit: 15_000_000_000,
  getWitnessPayPerBlock: 16_000_000,
  getAllowDynamicEnergy: 0,
} as const;

/** The fixed total weights (TRX) the staked limits are computed against. */
export const TOTAL_NET_WEIGHT = 43_200_000_000;
export const TOTAL_ENERGY_WEIGHT = 18_000_000_000;

/** Usage recovers linearly over this window (java-tron's default 24 h window). */
export const WINDOW_MS = 24 * 3600 * 1000;
/** Stake 2.0: at most this many unfreezes pending at once. */
export const MAX_UNFREEZES = 32;
/** Bytes a signature adds to a transaction's bandwidth (65 bytes + protobuf tag and length). */
export const SIGNATURE_BYTES = 67;
/** Energy of a TRC-20 transfer: to a holder with a balance, and to one without (a new storage slot). */
export const TRC20_TRANSFER_ENERGY = 31_895;
/** approve(spender, value) on USDT-like tokens (one storage slot written) */
export const TRC20_APPROVE_ENERGY = 22_000;
export const TRC20_TRANSFER_NEW_HOLDER_ENERGY = 64_285;
/** Energy a reverted transfer (insufficient token balance) burns. */
export const TRC20_REVERT_ENERGY = 1_000;
/** Energy of a read-only call (balanceOf, decimals, symbol, name). */
export const TRC20_VIEW_ENERGY = 500;
/** Voter reward rate (percent a year) for witnesses that publish none. */
export const DEFAULT_APR = 3;
export const BLOCK_MS = 3_000;
export const DAY_MS = 24 * 3600 * 1000;
/** java-tron refuses a transaction expiring more than this after the head block. */
export const MAX_EXPIRATION_MS = DAY_MS;
/** java-tron's createtransaction sets expiration = head block time + 60 s. */
export const DEFAULT_EXPIRATION_MS = 60_000;
