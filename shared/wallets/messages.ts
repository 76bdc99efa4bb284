import { AppError } from '../errors';

/**
 * The texts of the rule errors. Where the spec (app.md §8) gives a text it is used verbatim,
 * including its grammar, because users and support know these exact strings; the others
 * are the spec's unnamed errors ("the delete-wallet errors, their texts are not shown").
 */
export const RULE_MESSAGES = {
  maxWallets: 'You have reached the maximum wallet limit, For more details ask contact support',
  duplicateToken: (symbol: string) => `Duplication: ${symbol} already added`,
  unsupportedChain: 'Unsupported chain',
  coinChainMismatch: 'coin chain not match',
  groupMismatch: 'Some coins is missing',
  coinIdMissing: 'Coin id does not exist',
  deleteOnlyWallet: 'You cannot delete the only wallet',
  deleteSelectedWallet: 'You cannot delete the selected wallet; switch to another wallet first',
  walletIndexMissing: 'Wallet index does not exist',
  walletIndexNotNumber: 'Wallet index must be a number',
  walletNameLength: 'Wallet name must be 1 to 40 characters',
  walletNameTaken: 'A wallet with this name already exists',
  invalidContract: 'Invalid contract address',
  invalidToken: 'Invalid token: symbol 1-16, name 1-64 characters, decimals 0-36',
  tooManyCoins: 'This wallet cannot hold more coins',
} as const;

/** A business rule refused the action; the message is shown to the user as is. */
export function ruleError(message: string): AppError {
  return new AppError('RULE', message);
}
