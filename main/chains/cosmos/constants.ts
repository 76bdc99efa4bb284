/**
 * The Cosmos family's constants of spec/chains.md (§4, §7, §9) and app.md.
 */

/** spec §9: the fee is 1.4 times the simulated gas (as a ratio, for bigint arithmetic) */
export const GAS_MULTIPLIER = { num: 14n, den: 10n } as const;
/** spec §7 and §9: history length; the indexer's `take` */
export const HISTORY_TAKE = 20;
/** spec §4 and app.md: a THORChain send waits this long before it is broadcast */
export const THORCHAIN_SEND_DELAY_MS = 600;
/** spec §4: THORChain is polled every 3 s, 5 tries; Cosmos resolves at once (always true) */
export const COSMOS_CONFIRM_POLICY = { intervalMs: 3_000, tries: 5 } as const;

export const COSMOS_ERRORS = {
  noNode: (chain: string) => `No local ${chain} node is configured (WALLET_LOCAL_ENDPOINTS)`,
  badAddress: (chain: string, prefix: string) => `Enter a valid ${chain} address (${prefix}1…)`,
  memoKind: 'A Cosmos memo is text',
  newAccount: 'This account has no coins yet: receive some before sending',
  tooLittle: 'The balance does not cover the amount and the fee',
  simulation: 'The node could not simulate this send',
  noTokens: 'Tokens are offered on Cosmos Hub only',
  badDenom: 'Enter a bank denom (ibc/…, factory/…/…, or a plain denom)',
  unknownDenom: (denom: string) => `Cosmos Hub has no coin with the denom ${denom}`,
  tokenTooLittle: 'The token balance does not cover the amount',
  feeTooLittle: 'The ATOM balance does not cover the fee',
  heldDenoms: (denoms: string[]) =>
    `This account also holds ${denoms.join(', ')}: add each from Add coin → Custom token by its denom`,
} as const;
