/**
 * The XRP Ledger's constants of spec/chains.md §9 and the wallet's own, each with its reason.
 * Reserves and the base fee are the network's (server_state); these are only what the
 * wallet assumes when a server does not say.
 */

/** 1 XRP = 10^6 drops (spec §9: 6 decimals) */
export const DROPS_PER_XRP = 1_000_000n;
/** spec §9: the minimum balance when the server gives none, 10 XRP */
export const DEFAULT_RESERVE_BASE = 10n * DROPS_PER_XRP;
/**
 * The owner reserve when the server gives none: 2 XRP, the increment that went with the 10 XRP
 * base on the ledger (xrpl.org "Reserves", until the 2021 vote); the spec names only the base.
 */
export const DEFAULT_RESERVE_INC = 2n * DROPS_PER_XRP;
/** spec §9: the base fee when the server gives none, 0.00001 XRP */
export const DEFAULT_BASE_FEE = 10n;
/** spec §7: history length */
export const HISTORY_LIMIT = 20;
/**
 * LastLedgerSequence = the open ledger + this (what xrpl.js's autofill sets): a send that has
 * not landed ~80 s later never will, so the confirmation loop can call it failed.
 */
export const LAST_LEDGER_OFFSET = 20;
/** a destination tag is a UInt32 */
export const MAX_DESTINATION_TAG = 0xffff_ffffn;

/** TrustSet's tfSetNoRipple: the wallet's lines never ripple (issue 37: no rippling surprises) */
export const TF_SET_NO_RIPPLE = 0x0002_0000;
/** the limit a trust line is opened with: a billion of the currency, in base units (6 decimals) */
export const TRUST_LIMIT = 1_000_000_000n * 1_000_000n;

export const RIPPLE_ERRORS = {
  /** spec §5, word for word */
  newAccountMinimum: (xrp: string) =>
    `The account does not exist on the ripple so transaction must be greater than or equal to ${xrp} XRP`,
  reserve: (spendable: string, reserve: string) =>
    `Not enough spendable XRP: ${spendable} XRP can be spent, fee included; ${reserve} XRP stays in the account as its reserve`,
  tagRequired:
    'The recipient requires a destination tag: enter the destination tag the recipient gave you (an exchange deposit without it can be lost)',
  tagRange: 'A destination tag is a whole number from 0 to 4294967295',
  ownAddress: 'Cannot transfer to your own address',
  badAddress: 'Enter a valid XRP Ledger address',
  noAmount: 'Enter an amount greater than 0',
  memoKind: 'An XRP send takes a numeric destination tag',
  noNode: 'No local rippled is configured (WALLET_LOCAL_ENDPOINTS)',
  badToken: 'Enter an issued currency as CURRENCY:ISSUER (a 3-letter or 40-hex code, an r… address)',
  noIssuer: (issuer: string) => `No account ${issuer} on the XRP Ledger: it issues nothing`,
  noAccountForLine: 'The account does not exist yet: receive XRP before opening a trust line',
  lineOpen: (symbol: string) => `The ${symbol} trust line is already open`,
  noLine: (symbol: string) => `There is no ${symbol} trust line to remove`,
  lineNotEmpty: (symbol: string, balance: string) =>
    `The ${symbol} trust line still holds ${balance} ${symbol}: send it away before removing the line`,
  lineReserve: (symbol: string, reserve: string, spendable: string) =>
    `Opening the ${symbol} trust line locks ${reserve} XRP as reserve; only ${spendable} XRP can be spent`,
  noFee: 'Not enough XRP to pay the network fee',
  noRecipientLine: (symbol: string) =>
    `The recipient does not trust ${symbol} of this issuer: it must open a trust line first`,
  recipientLimit: (symbol: string) => `The recipient's ${symbol} trust line limit does not take this amount`,
  tokenTooLittle: (symbol: string) =>
    `The ${symbol} balance does not cover the amount and the issuer's transfer fee`,
  noRecipientAccount: 'The recipient account does not exist on the XRP Ledger',
} as const;
