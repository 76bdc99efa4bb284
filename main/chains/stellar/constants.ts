/** Stellar's rules and texts (spec/chains.md §4, §5, §8, §9), each with its reason. */

/** spec §9: amounts have 7 decimals (stroops) */
export const STELLAR_DECIMALS = 7;
/** spec §9: a transaction times out 30 s after it is built (its upper time bound) */
export const TX_TIMEOUT_S = 30;
/** when fee_stats does not answer: the network's minimum base fee, stroops per operation */
export const DEFAULT_BASE_FEE = 100n;
/** when the latest ledger does not answer: the protocol's base reserve since 2019, stroops */
export const DEFAULT_BASE_RESERVE = 5_000_000n;
/** an account's own two base reserves, before any subentry */
export const ACCOUNT_BASE_RESERVES = 2n;
/** a memo text is at most 28 bytes of UTF-8 (the XDR's string<28>) */
export const MEMO_TEXT_MAX_BYTES = 28;
/** spec §7: history reads 20 items, newest first */
export const HISTORY_LIMIT = 20;
/** a trustline opened "as far as the asset goes": the largest Int64, in base units */
export const MAX_TRUST_LIMIT = 2n ** 63n - 1n;

export const STELLAR_ERRORS = {
  /** spec §5, §8: a token whose trustline the issuer has not authorized */
  notAuthorized: 'You are not authorized',
  newAccountMinimum: (xlm: string) =>
    `The account does not exist on the Stellar network yet, so the amount must be at least ${xlm} XLM to open it`,
  tokenToNewAccount: (code: string) =>
    `The recipient's account does not exist yet: it must be opened with XLM and trust ${code} before it can receive ${code}`,
  noTrust: (code: string) =>
    `The recipient does not trust ${code}: they must add ${code} to their wallet before they can receive it`,
  recipientNotAuthorized: (code: string) => `The recipient is not authorized by the issuer to hold ${code}`,
  noOwnTrust: (code: string) => `This account has no trustline to ${code}`,
  spendable: (xlm: string) => `Not enough XLM: ${xlm} XLM can be sent, the rest is the account's reserve`,
  tokenShort: (amount: string, code: string) => `Not enough ${code}: the balance is ${amount}`,
  memoTooLong: `A Stellar memo is at most ${MEMO_TEXT_MAX_BYTES} bytes of text`,
  memoId: 'A Stellar memo id is a whole number below 2^64',
  notOpened: 'This account is not open on the Stellar network yet: receive at least 1 XLM first',
  trustReserve: (xlm: string) =>
    `Adding this token locks ${xlm} XLM as reserve, more than the account can spare`,
  untrustBalance: (code: string) => `The ${code} balance must be zero before its trustline can be removed`,
  badAddress: (reason: string) => `Enter a valid Stellar address (${reason})`,
  noNode: 'No local Horizon is configured (WALLET_LOCAL_ENDPOINTS)',
} as const;

/** spec §4: Stellar confirms immediately (Horizon answers a submission once it is in a ledger). */
export const STELLAR_CONFIRM_POLICY = { intervalMs: 1_000, tries: 3 } as const;
