export { addCoinGroup } from './addCoinGroup';
export { addToken, type TokenInput } from './addToken';
export { addWallet, type AddWalletOptions, type AddWalletResult } from './addWallet';
export { coinEntryFrom, nativeCoinEntry } from './coinEntry';
export { FIRST_WALLET_NAME, MAX_COINS_PER_WALLET, MAX_WALLET_NAME_LENGTH, MAX_WALLETS } from './constants';
export { deleteWallet } from './deleteWallet';
export { markBackedUp } from './markBackedUp';
export { RULE_MESSAGES } from './messages';
export { moveCoin } from './moveCoin';
export type { MoveDirection } from './moveOneStep';
export { moveWallet } from './moveWallet';
export { nextWalletId } from './nextWalletId';
export { renameWallet } from './renameWallet';
export { selectCoin } from './selectCoin';
export { selectWallet } from './selectWallet';
export { setPrivacyMode } from './setPrivacyMode';
export { syncCatalogue } from './syncCatalogue';
export { toggleCoin } from './toggleCoin';
export {
  CoinEntrySchema,
  emptyWalletsState,
  WalletDraftSchema,
  WalletIdSchema,
  WalletKindSchema,
  WalletMetaSchema,
  WalletsStateSchema,
  type CoinEntry,
  type CoinInput,
  type CoinRef,
  type WalletDraft,
  type WalletKind,
  type WalletMeta,
  type WalletsState,
} from './types';
export { isWalletIndex, updateWallet, walletAt } from './walletAt';
export { walletName } from './walletName';
