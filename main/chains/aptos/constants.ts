/**
 * Aptos's constants of spec/chains.md and the wallet's own, each with its reason.
 */
import type { ConfirmPolicy } from '../family';

/** spec §9: 8 decimals (1 APT = 10^8 octas) */
export const APT_DECIMALS = 8;
/** spec §9: history length */
export const HISTORY_LIMIT = 20;
/**
 * spec §4: Aptos waits 120 s with a success check: one look every 2 s, 60 looks. A transaction
 * not committed by then is left pending; it fails for good once past its expiration.
 */
export const APTOS_CONFIRM_POLICY: ConfirmPolicy = { intervalMs: 2_000, tries: 60 };
/**
 * A transaction expires this long after it is built: time for the user to review and sign
 * (the signer refuses one expiring more than an hour out).
 */
export const EXPIRATION_SECS = 600;
/**
 * max_gas_amount = gas used in the simulation × 1.5, rounded up: the state can move between the
 * simulation and the commit (the SDK's estimate_max_gas_amount leaves a like margin).
 */
export const GAS_MARGIN_NUM = 3n;
export const GAS_MARGIN_DEN = 2n;
/** The gas a simulation may use at most (the SDK's DEFAULT_MAX_GAS_AMOUNT is 200000; a transfer takes under 1000). */
export const SIMULATION_MAX_GAS = 20_000n;

export const APTOS_ERRORS = {
  /** spec §5 and §8, word for word: a failed simulation, or one that gave no valid gas price or gas used */
  simulationFailed: 'Simulation is failed for aptos chain',
  badAddress: 'Enter a valid Aptos address (0x and 64 hex characters)',
  noAmount: 'Enter an amount greater than 0',
  noMemo: 'An Aptos transfer carries no memo',
  noNode: 'No local Aptos node is configured (WALLET_LOCAL_ENDPOINTS)',
  badToken: 'Enter a fungible asset’s metadata address (0x…) or a coin type (0x…::module::Struct)',
  unknownToken: (id: string) => `${id} is not a fungible asset or coin on Aptos`,
  tokenTooLittle: (available: string, symbol: string) =>
    `Not enough ${symbol}: ${available} ${symbol} available`,
  gasTooLittle: (available: string, required: string) =>
    `Not enough APT for the network fee: ${available} APT available, ${required} APT needed at most`,
  insufficient: (available: string, required: string) =>
    `Not enough APT: ${available} APT available, ${required} APT needed with the most the network fee can be`,
} as const;
