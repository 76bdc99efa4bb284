export { broadcast } from './broadcast';
export { getBalance } from './getBalance';
export { listHistory } from './listHistory';
export { planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { txStatus } from './txStatus';
export { prepareTransfer, type PrepareTransferParams } from './prepareTransfer';
