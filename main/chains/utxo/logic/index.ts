export {
  addressDeriver,
  accountKey,
  singleAddressAccount,
  type UtxoAccount,
  type DerivedAddress,
} from './account';
export { discover, type DiscoverParams, type DiscoverResult, type OwnedUtxo } from './discover';
export { getFeeRates, applyMultipliers, type FeeRates, type FeeMultipliers } from './getFeeRates';
export {
  selectCoins,
  feeFor,
  type Coin,
  type SelectCoinsParams,
  type SelectCoinsResult,
} from './selectCoins';
export { estimateVsize, txWeight } from './vsize';
export {
  buildTransfer,
  checkFeeRate,
  type BuildTransferParams,
  type BuildTransferResult,
  type UtxoIntent,
  type UtxoRef,
} from './buildTransfer';
export { buildReplacement, type BuildReplacementParams } from './buildReplacement';
export { broadcast } from './broadcast';
export { getTxStatus, type UtxoTxStatus } from './getTxStatus';
export { listHistory, toHistoryItem } from './listHistory';
