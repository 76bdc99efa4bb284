export { broadcast } from './broadcast';
export { getBalances, type PolkadotBalances } from './getBalances';
export { listHistory, stateOf } from './listHistory';
export { planTransfer, type TransferCall, type TransferParams, type TransferPlan } from './planTransfer';
export { runtimeFor, type Runtime } from './runtime';
export { txStatus, type PolkadotPendingPayload, type ScanProgress } from './txStatus';
export { prepareTransfer, type PrepareTransferParams } from './prepareTransfer';
