export { accountState, LSF_REQUIRE_DEST_TAG, type AccountState } from './accountState';
export { broadcast, PendingPayloadSchema, type PendingPayload } from './broadcast';
export { historyItem, listHistory, stateOf } from './listHistory';
export { networkFees, type NetworkFees } from './networkFees';
export { destinationTagOf, planPayment, type PaymentParams, type PaymentPlan } from './planPayment';
export { prepareTransfer } from './prepareTransfer';
export { resultMessage } from './resultMessages';
export { txStatus } from './txStatus';
