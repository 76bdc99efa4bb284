export { activeWallet, sendingWallet, type ActiveWallet } from './activeWallet';
export { broadcast } from './broadcast';
export { jettonBalance, jettonInfo, jettonTransferWallet, jettonWalletOf } from './jettons';
export { listJettonHistory, listTonHistory } from './listHistory';
export { planTransfer, type TransferParams, type TransferPlan } from './planTransfer';
export { txStatus } from './txStatus';
export {
  friendlyOf,
  parseAddress,
  tonWalletOf,
  type TonWallet,
  type TonWalletVersion,
} from './walletContracts';
export { prepareTransfer } from './prepareTransfer';
