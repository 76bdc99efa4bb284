/** Hedera's constants: spec/chains.md §4, §7, §8 and §9, and HAPI's limits. */

/** spec §9: 1 HBAR = 10^8 tinybars */
export const TINYBARS_PER_HBAR = 100_000_000n;
/**
 * spec §9: the fee is 0.0021 USD in hbar, priced at the mirror's current exchange rate. Kept as
 * hundredths of a cent (21 = 0.21 ¢) so the tinybar amount is exact integer arithmetic.
 */
export const FEE_USD_CENT_HUNDREDTHS = 21n;
/**
 * HAPI fee schedule: a TokenAssociate costs $0.05 (hundredths of a cent, as above); it is also
 * the association's max fee. A token CryptoTransfer ($0.001) stays under the spec's $0.0021.
 */
export const ASSOCIATE_USD_CENT_HUNDREDTHS = 500n;
/** how many records a token's history looks through for its own transfers */
export const TOKEN_HISTORY_SCAN = 100;
/** spec §7: history length */
export const HISTORY_LIMIT = 20;
/** HAPI: a memo is at most 100 bytes of UTF-8 */
export const MEMO_MAX_BYTES = 100;
/** HAPI: how long a transaction stays valid after its valid start (the SDK's default) */
export const VALID_DURATION_S = 120;
/**
 * The valid start is set this far before now: a node refuses a start ahead of its own clock
 * (INVALID_TRANSACTION_START), as the SDK's own TransactionId.generate backdates.
 */
export const VALID_START_BACKDATE_MS = 5_000;
/**
 * Hedera reserves 0.0.1 to 0.0.1000 for system accounts (treasury, nodes, fee and reward
 * accounts): a record's transfers to them are its fee, never the counterparty.
 */
export const LAST_SYSTEM_ACCOUNT = 1000n;

export const HEDERA_ERRORS = {
  /** spec §8 */
  noAccountId: 'No accountId found',
  /** spec §4 and §8: a receipt whose status is not SUCCESS */
  failed: 'Transaction failed',
  badAddress: 'Enter a Hedera account id like 0.0.12345',
  toSelf: 'Cannot transfer to your own account',
  amountZero: 'Enter an amount greater than 0',
  insufficient: 'Insufficient HBAR balance for the amount and the fee',
  memoTooLong: 'A Hedera memo is at most 100 bytes',
  noTagMemo: 'A Hedera transfer takes a text memo, not a tag',
  noNode: 'No local Hedera mirror or node is configured (WALLET_LOCAL_ENDPOINTS)',
  refused: (status: string) => `The Hedera node refused the transfer: ${status}`,
  badToken: 'Enter a Hedera token id like 0.0.456858',
  noToken: (id: string) => `No token ${id} on Hedera`,
  notFungible: (id: string) => `${id} is not a fungible token (an NFT collection?)`,
  deletedToken: (id: string) => `Token ${id} has been deleted`,
  notAssociated: (symbol: string) =>
    `This account is not associated with ${symbol} yet: associate it first (Add coin → the association offer)`,
  recipientNotAssociated: (to: string, symbol: string) =>
    `${to} is not associated with ${symbol} and has no free auto-association slot: it cannot receive it until its owner associates the token`,
  noRecipient: (to: string) => `No Hedera account ${to}`,
  tokenInsufficient: (symbol: string) => `Insufficient ${symbol} balance`,
  feeInsufficient: 'Insufficient HBAR for the fee',
  alreadyAssociated: (symbol: string) => `This account is already associated with ${symbol}`,
  noDissociate: 'Removing a token association is not offered yet',
} as const;
