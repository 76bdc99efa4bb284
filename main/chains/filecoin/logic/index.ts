export { broadcast } from './broadcast';
export { estimateFee, maxFeeOf, overestimationBurn, type FeeInputs } from './estimateFee';
export { feeData, type FeeData } from './feeData';
export { getBalance } from './getBalance';
export { listHistory, stateOf } from './listHistory';
export { cidOf, encodeSend, lotusJsonOf, signedCidOf, type PlainSend } from './message';
export { planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { txStatus } from './txStatus';
export { prepareTransfer } from './prepareTransfer';
