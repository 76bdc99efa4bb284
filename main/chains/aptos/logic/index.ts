export { broadcast, PendingPayloadSchema, type PendingPayload } from './broadcast';
export { customGasPrice, gasPrices, type GasPrices } from './gasPrice';
export { getBalance } from './getBalance';
export { historyItem, listHistory } from './listHistory';
export { planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { prepareTransfer } from './prepareTransfer';
export { transferRaw, type TransferFields } from './rawTransaction';
export { simulate, type SimulatedGas } from './simulate';
export { txStatus } from './txStatus';
