export { broadcast } from './broadcast';
export { getBalance } from './getBalance';
export { listHistory } from './listHistory';
export { planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { txStatus } from './txStatus';
export { prepareTransfer, type PrepareTransferParams } from './prepareTransfer';
export {
  describeAsset,
  getTokenBalance,
  heldAssetsNotice,
  readableAssetName,
  tokenInfo,
  tokenOfCoin,
  tokenOfContract,
} from './token';
export { planTokenTransfer, type TokenTransferParams, type TokenTransferPlan } from './planTokenTransfer';
