export { broadcast, mirrorTxId } from './broadcast';
export { buildTransfer, type BuiltTransfer } from './buildTransfer';
export { findAccount, requireAccount } from './findAccount';
export { getBalance } from './getBalance';
export { itemOf, listHistory, stateOf } from './listHistory';
export { memoText, planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { receiveNotice } from './receiveNotice';
export { feeAtRate, transferFee } from './transferFee';
export { TransactionFailed, txStatus } from './txStatus';
