/** Constants of the EVM family (spec/chains.md §9, spec/app.md §4), each with its reason. */

/** Multicall3's address is the same on every chain where it was deployed by its keyless deployer. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** OP-stack predeploy that prices the L1 data of an L2 transaction (`getL1Fee(bytes)`). */
export const OP_GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';

/** JSON-RPC calls wait longer than the generic 30 s: some public nodes are slow on eth_call. */
export const EVM_RPC_TIMEOUT_MS = 45_000;

/** History pages are 20 items per chain (spec §9). */
export const HISTORY_LIMIT = 20;

/** Token transfers count as SUCCESS only past this many confirmations (spec §4). */
export const TOKEN_CONFIRMATIONS = 14;

/** The fees-info backend may be asked at most once per 8 hours (spec §9). */
export const FEES_INFO_TTL_MS = 8 * 60 * 60 * 1000;

/** Speed-up and cancel double the original fee (spec §4); nodes need at least +10 %. */
export const REPLACEMENT_FEE_FACTOR = 2n;

/** A plain value transfer to an EOA costs exactly this much gas; a cancel is one. */
export const TRANSFER_GAS = 21_000n;

/**
 * Calls per Multicall3 `aggregate3`: large enough that 10 wallets × 21 balances is one
 * request, small enough to stay under public nodes' eth_call gas and body limits.
 */
export const MULTICALL_CHUNK = 500;

/** Same idea for JSON-RPC batches, which many public nodes cap at 100 to 1000 entries. */
export const RPC_BATCH_CHUNK = 100;

/** feeHistory window and percentile used for the priority fee suggestion. */
export const FEE_HISTORY_BLOCKS = 5;
export const FEE_HISTORY_PERCENTILE = 50;
