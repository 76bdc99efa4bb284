export {
  accountInfo,
  accountExists,
  forgetAccount,
  type AccountInfo,
  type TronResource,
} from './accountInfo';
export { broadcast } from './broadcast';
export { chainPrices, pricesOf, type TronPrices } from './chainParams';
export { bandwidthBytes, tronFee, type TronFee } from './fees';
export { stakingCosts, transferCosts, tronMaxFee } from './costRows';
export { getBalances, type TronBalances } from './getBalances';
export { listHistory, mergeByTime, stateOf } from './listHistory';
export { planTransfer, type TransferPlan, type TransferParams } from './planTransfer';
export { allowanceOf, listTronPermissions, prepareTronRevokes } from './permissions';
export { positionsOf, stakingState, claimDue, tronPowerOf, type StakingState } from './positions';
export { prepareStake } from './prepareStake';
export { prepareStaking, type StakingPlan } from './prepareStaking';
export { prepareTransfer, tronQuote, tronRecipient } from './prepareTransfer';
export { stakingDetails } from './stakingDetails';
export { getTokenInfo } from './trc20';
export { txStatus } from './txStatus';
export { listValidators } from './validators';
export { withMemo } from './rawData';
