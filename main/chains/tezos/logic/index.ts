export { broadcast } from './broadcast';
export { contentFee, estimationAmount, gasLimitOf, storageLimitOf } from './fees';
export { forgeOperation } from './forge';
export { getBalance } from './getBalance';
export { listHistory, stateOf } from './listHistory';
export { planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { txStatus } from './txStatus';
export { prepareTransfer } from './prepareTransfer';
