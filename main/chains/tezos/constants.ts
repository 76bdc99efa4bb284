/**
 * Tezos constants: spec/chains.md §4, §7 and §9, and the fee rules of octez's mempool filter
 * (octez lib_plugin mempool.ml: minimal_fees, minimal_nanotez_per_gas_unit and
 * minimal_nanotez_per_byte), which a node's default configuration enforces.
 */

/** spec §9: 6 decimals; 1 XTZ = 10^6 mutez */
export const MUTEZ_PER_XTZ = 1_000_000n;
/**
 * spec §5 and §9: "estimation subtracts 1 when the amount is above 1". The amount is in XTZ
 * (the unit the original passed to Taquito's estimate): the simulation runs with 1 XTZ less
 * when more than 1 XTZ is sent, so a send of (nearly) the whole balance simulates although the
 * balance cannot also cover the fee. A transfer's gas and storage do not depend on its amount.
 */
export const ESTIMATE_DEDUCTION = MUTEZ_PER_XTZ;
/** the most decimals a token's metadata may state and still be shown (TZIP-21 sets none; tokens use 0–18) */
export const MAX_TOKEN_DECIMALS = 36;
/** held tokens the XTZ coin page names before saying how many more */
export const HELD_TOKENS_NAMED = 5;
/** spec §7: history length */
export const HISTORY_LIMIT = 20;
/** spec §4: Tezos is polled every 5 s, up to 15 times */
export const TEZOS_CONFIRM_POLICY = { intervalMs: 5_000, tries: 15 } as const;
/**
 * Blocks (head and its ancestors) a status look reads for the operation: a 5 s poll and
 * blocks of 6 s or more cannot skip past this many.
 */
export const STATUS_LOOKBACK_BLOCKS = 5;

/** mempool filter: every operation pays at least this (mutez) */
export const MINIMAL_FEE_MUTEZ = 100n;
/** mempool filter: per unit of gas limit, nanotez */
export const NANOTEZ_PER_GAS = 100n;
/** mempool filter: per byte of the signed operation, nanotez */
export const NANOTEZ_PER_BYTE = 1_000n;
/** the signature the injected bytes end with (ed25519), and the branch they start with */
export const SIGNATURE_BYTES = 64n;
export const BRANCH_BYTES = 32n;
/** gas units added to what the simulation consumed, as Taquito does (GAS_BUFFER) */
export const GAS_BUFFER = 100n;

export const TEZOS_ERRORS = {
  badAddress: 'Enter a valid Tezos address',
  amountZero: 'Enter an amount greater than 0',
  toSelf: 'Cannot transfer to your own address',
  insufficient: 'Insufficient XTZ balance',
  feeShort: 'Insufficient balance to pay the network fee',
  noMemo: 'A Tezos transfer carries no memo',
  noPublicKey: 'The public key of this account is not known, so its first send cannot reveal it',
  simulationFailed: (why: string) => `The network refused the transfer in simulation: ${why}`,
  injectionFailed: (why: string) => `The node refused the operation: ${why}`,
  noNode: 'No local Tezos node is configured (WALLET_LOCAL_ENDPOINTS)',
  noReplace: 'Tezos operations cannot be sped up or cancelled',
  badToken: 'Enter an FA1.2 contract (KT1…) or an FA2 token as KT1…:<token id>',
  unknownToken: (id: string) => `TzKT knows no FA1.2 or FA2 token ${id}`,
  badTokenMetadata: (id: string) => `The token ${id} states no usable decimals in its metadata`,
  tokenTooLittle: (available: string, symbol: string) =>
    `Not enough ${symbol}: ${available} ${symbol} available`,
  heldTokens: (list: string) => `This account also holds ${list}: add a token with Add coin and its contract`,
} as const;
