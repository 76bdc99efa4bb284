export { broadcast } from './broadcast';
export { getBalance } from './getBalance';
export { canonicalDenom, describeDenom, heldDenomsNotice, tokenInfo } from './denom';
export { getStake } from './getStake';
export { listHistory } from './listHistory';
export {
  decimalRatio,
  gasLimitOf,
  planTransfer,
  type TransferParams,
  type TransferPlan,
} from './planTransfer';
export { txStatus } from './txStatus';
export { prepareTransfer } from './prepareTransfer';
export { prepareSwapDeposit } from './prepareSwapDeposit';
