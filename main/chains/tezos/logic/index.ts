export { broadcast } from './broadcast';
export { contentFee, estimationAmount, gasLimitOf, storageLimitOf } from './fees';
export { forgeOperation } from './forge';
export { getBalance } from './getBalance';
export { listHistory, stateOf } from './listHistory';
export { planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { txStatus } from './txStatus';
export { prepareTransfer } from './prepareTransfer';
export {
  getTokenBalance,
  getTokenBalances,
  heldTokensNotice,
  tokenInfo,
  tokenOfCoin,
  tokenOfContract,
} from './token';
export { listTokenHistory } from './tokenHistory';
export { tokenTransferParameters } from './tokenTransfer';
