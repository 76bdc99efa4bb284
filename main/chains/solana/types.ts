/**
 * Domain types of the Solana family: what network/ turns the node's and the services' JSON
 * into. Amounts are bigint base units (lamports, token base units); nothing outside network/
 * sees a wire shape.
 */

export type TokenProgramKind = 'token' | 'token-2022';

/** A token account the owner holds. */
export interface TokenHolding {
  account: string;
  mint: string;
  amount: bigint;
  decimals: number;
  program: TokenProgramKind;
}

/** A wallet's SOL and every token account it owns under both token programs. */
export interface AccountOverview {
  owner: string;
  lamports: bigint;
  tokens: TokenHolding[];
}

/** An account as getMultipleAccounts reports it; null when it does not exist. */
export interface AccountState {
  lamports: bigint;
  owner: string;
  /** the parsed mint, when the account is a mint of one of the token programs */
  mint?: { decimals: number; program: TokenProgramKind };
  /** the parsed token account, when it is one */
  tokenAccount?: { mint: string; owner: string; amount: bigint };
}

export interface Blockhash {
  blockhash: string;
  lastValidBlockHeight: bigint;
}

export interface Simulation {
  /** null when the transaction would succeed; the node's error otherwise, as text */
  err: string | null;
  unitsConsumed: number;
  logs: string[];
}

export interface SignatureInfo {
  signature: string;
  /** unix seconds, when the node knows it */
  blockTime: number | null;
  failed: boolean;
}

export interface TokenBalanceEntry {
  accountIndex: number;
  mint: string;
  owner?: string;
  amount: bigint;
}

/** A transfer an instruction of the transaction made (parsed by the node). */
export interface MovedFunds {
  from: string;
  to: string;
  /** base units; token transfers name their mint (when the node tells it) */
  amount: bigint;
  mint?: string;
  /** a token transfer: `from` and `to` are token accounts */
  token: boolean;
}

export interface ChainTransaction {
  signature: string;
  blockTime: number | null;
  fee: bigint;
  failed: boolean;
  accountKeys: string[];
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalanceEntry[];
  postTokenBalances: TokenBalanceEntry[];
  transfers: MovedFunds[];
}

/** Found: its outcome; null: the node has not seen it. */
export type SignatureStatus = { failed: boolean; settled: boolean } | null;

/** A stake account whose withdraw authority is the wallet. */
export interface StakeAccount {
  address: string;
  lamports: bigint;
  rentExemptReserve: bigint;
  staker: string;
  withdrawer: string;
  delegation?: {
    voter: string;
    stake: bigint;
    activationEpoch: bigint;
    deactivationEpoch: bigint;
  };
}

export interface ValidatorInfo {
  voteAccount: string;
  name: string;
  /** percent */
  commission?: number;
  /** percent a year */
  apy?: number;
  activatedStake?: bigint;
  image?: string;
  delinquent: boolean;
}

export interface TokenListEntry {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}
