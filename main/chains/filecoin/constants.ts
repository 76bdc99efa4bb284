/**
 * Filecoin constants: spec/chains.md §4, §7 and §9, and the chain's gas rules (lotus
 * chain/vm/burn.go: ComputeGasOverestimationBurn; build: MinimumBaseFee).
 */

/** spec §9: 18 decimals; 1 FIL = 10^18 attoFIL */
export const ATTO_PER_FIL = 10n ** 18n;
/** spec §7: history length (MessagesByAccountID filters limit 20, index 0) */
export const HISTORY_LIMIT = 20;
/** spec §9: the base fee (attoFIL per gas) when the scan service reports none (the chain's minimum) */
export const FALLBACK_BASE_FEE = 100n;
/** spec §9: added to the scan service's reported base fee, a margin for the next epochs */
export const BASE_FEE_MARGIN = 500n;
/** spec §9: gas a send is taken to use when the gas trend reports none */
export const FALLBACK_GAS_USED = 1_000_000n;
/** spec §7: the GasDataTrend window the average gas used is read over */
export const GAS_TREND_INTERVAL = '24h';
/** lotus burn.go: gas past 110% of what was used is partly burnt at the base fee */
export const GAS_OVERUSE_NUM = 11n;
export const GAS_OVERUSE_DENOM = 10n;
/** spec §4: SUCCESS on exit code Ok */
export const EXIT_CODE_OK = 'Ok';
/**
 * spec §4: confirmation "races a timeout of interval times retries"; Filecoin's table row gives
 * no numbers of its own, so the default row's every 5 s, 15 tries: 75 s in all.
 */
export const FILECOIN_CONFIRM_POLICY = { intervalMs: 5_000, tries: 15 } as const;

export const FILECOIN_ERRORS = {
  badAddress: 'Enter a valid Filecoin address',
  amountZero: 'Enter an amount greater than 0',
  toSelf: 'Cannot transfer to your own address',
  insufficient: 'Insufficient FIL balance',
  feeShort: 'Insufficient balance to pay the network fee',
  noMemo: 'A Filecoin send carries no memo',
  noNode: 'No local Filecoin node is configured (WALLET_LOCAL_ENDPOINTS)',
  pushFailed: (why: string) => `The Filecoin node refused the message: ${why}`,
  otherCid: 'The Filecoin node answered with another message CID',
} as const;
