/**
 * What services need from a chain family to show a coin and move it. Every family that
 * can send implements this once; services hold one per family and never compare chain
 * names. Amounts are bigint base units; wire types stay inside each family's network/.
 */
import type { NftStandard } from '../../shared/contract/nfts';
import type { PermissionKind, RevokeTarget } from '../../shared/contract/permissions';
import type { Memo } from '../../shared/contract/transfers';
import type { SwapTerms } from '../../shared/exchange/swapTerms';
import type { StakeStatus, StakingDetails } from '../../shared/contract/staking';
import type { StakingAction, TxKind } from '../../shared/contract/txKinds';
import type { SignIntent } from '../../shared/signer/protocol';
import type { TxPreview } from '../../shared/preview/txPreview';
import type { HistoryItem } from './types';

export type Network = 'mainnet' | 'testnet' | 'regtest';

/** What a token contract says of itself (custom tokens). */
export interface TokenDetails {
  /** the family's canonical form (EVM: checksummed) */
  contractAddress: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** A coin of a wallet, located on its chain. */
export interface CoinRef {
  walletId: string;
  chainName: string;
  symbol: string;
  decimals: number;
  /** tokens only */
  contractAddress?: string;
  /** the coin's active address (account chains) or first receive address (UTXO) */
  address: string;
  /** path of `address`, for the signer (account chains) */
  path: string;
  /** the public key of `address` as the signer derived it (hex), for families with `needsPublicKey` */
  publicKey?: string;
  /** UTXO chains: the account the signer exported */
  account?: { xpub: string; type: string; path: string };
}

export interface UtxoView {
  /** txid:vout */
  id: string;
  value: bigint;
  address: string;
  confirmed: boolean;
}

export interface CoinSnapshot {
  balance: bigint;
  history: HistoryItem[];
  /** entries of the provider's history page that could not be read and are not in `history` */
  historySkipped?: number;
  /**
   * why `history` is missing or partial, in plain words (Polkadot: history needs a scan service
   * key); shown as a note on the history card
   */
  historyNotice?: string;
  /** where to receive now (UTXO: the next unused receive address); '' when there is none yet */
  receiveAddress: string;
  /** what the receive card says beside the address, in the family's words (Hedera: no account for the key yet) */
  notices?: string[];
  /**
   * what the home row shows as the coin's address when the key the wallet derived is not what
   * people pay to (Hedera: the account id 0.0.n; '' while the key has no account yet)
   */
  displayAddress?: string;
  utxos?: UtxoView[];
  /** shown apart from the balance on the coin page, each row named by its family */
  apart?: ApartRow[];
}

/**
 * What an account holds that is not plainly spendable. By default outside `balance` (Cosmos:
 * delegated, unbonding, rewards not yet claimed). `unspendable`: the part of `balance` the
 * chain holds back and no send can spend (XRP's and Stellar's account reserve); its label is
 * read after the amount and the screen shows what is left as spendable.
 */
export interface ApartRow {
  label: string;
  amount: bigint;
  unspendable?: true;
}

/** How far a first look at a coin got (UTXO account discovery): addresses asked about, used ones, their transactions. */
export interface SyncProgress {
  checked: number;
  used: number;
  transactions: number;
}

export interface SnapshotOptions {
  /** called as a long read advances; families whose read is one request never call it */
  onProgress?: (p: SyncProgress) => void;
}

export type FeeOptionTitle = 'Recommended' | 'Normal';

export interface QuoteParams {
  to: string;
  amount: bigint;
  sendAll: boolean;
  feeOption: FeeOptionTitle;
  /**
   * The user's own fee rate, a decimal in the quote's `feeUnit` ('gwei', 'sat/vB'); when
   * given it replaces the option's rate.
   */
  customFee?: string;
  /** manual coin selection (UTXO) */
  selectedUtxos?: string[];
  /** a memo or destination tag, already checked against what the chain takes */
  memo?: Memo;
}

export interface Quote {
  /** what the recipient gets, after the send-all rule */
  amount: bigint;
  fee: bigint;
  isMax: boolean;
  feeOptions: { title: FeeOptionTitle; price: bigint }[];
  /** unit of `price`: 'sat/vB', 'gwei'… */
  feeUnit: string;
  /** decimals to show `price` with in `feeUnit` */
  feeUnitDecimals: number;
  /** what the transaction costs or uses besides `fee`, as labelled rows the screens show; absent: none */
  costs?: CostRow[];
}

/**
 * One labelled cost of a transaction besides its network fee, in the native coin's base units.
 * `maxFee`: the most it can cost where the chain charges after the fact (a fee limit or a
 * max gas amount); the signer is held to it instead of `fee` (`maxFeeOf`). `rent`, `deposit`:
 * paid besides the fee and not a fee (Solana's rent for the recipient's new token account),
 * approved with the send. A `usage` row says what the account's own resources pay for.
 */
export type CostRow =
  | { kind: 'fee' | 'maxFee' | 'deposit' | 'rent'; label: string; amount: bigint; note?: string }
  | { kind: 'usage'; label: string; text: string };

/**
 * The most the quoted transaction can cost, where a row says so; undefined: `fee` is already
 * the most. Services hold the signer to this without knowing which family set it.
 */
export function maxFeeOf(quote: Quote): bigint | undefined {
  let max: bigint | undefined;
  for (const row of quote.costs ?? [])
    if (row.kind === 'maxFee' && (max === undefined || row.amount > max)) max = row.amount;
  return max;
}

export interface Prepared {
  quote: Quote;
  /** the family's own unsigned encoding (hex RLP, base64 PSBT) */
  unsigned: string;
  intent: SignIntent;
}

/** 'replaced': never mined; another transaction used its nonce (sent elsewhere, or the original beat a speed-up) */
export type ConfirmationStatus = 'confirmed' | 'failed' | 'pending' | 'replaced';

export interface PendingEntry {
  hash: string;
  date: number;
  kind: TxKind;
  /**
   * what the family keeps to list and follow the entry (EVM: nonce, from, to, value, data),
   * stored as JSON by the cache; the family validates it when it reads it
   */
  payload?: unknown;
  /**
   * the transaction as the wallet signed it: a speed-up or cancel is rebuilt from this copy,
   * never from a node's or an explorer's answer
   */
  signed?: string;
}

/** An NFT to send: which one, to whom, how many units (an ERC-721 token is one). */
export interface NftSendParams {
  contractAddress: string;
  standard: NftStandard;
  tokenId: bigint;
  to: string;
  amount: bigint;
  feeOption: FeeOptionTitle;
  /** the user's own fee rate, as in QuoteParams */
  customFee?: string;
}

/** One NFT as a provider lists it; `image` is a URL main may fetch, never the renderer. */
export interface NftItem {
  contractAddress: string;
  standard: NftStandard;
  tokenId: bigint;
  /** units held (1 for ERC-721) */
  amount: bigint;
  name: string;
  collection: string;
  description?: string;
  image?: string;
  attributes: { trait: string; value: string }[];
  /** the provider's own spam verdict (Moralis `possible_spam`); absent where it gives none */
  spam?: boolean;
  /** the provider vouches for the collection (Moralis `verified_collection`) */
  verified?: boolean;
  /**
   * The metadata JSON's URI when the provider gave no metadata (EVM: the contract's own
   * `tokenURI`/`uri`, read on chain): main fetches it through the media path and fills in
   * the name, description, image and attributes; until then, or when it cannot, the item
   * shows under its collection's name.
   */
  metadataUri?: string;
  /**
   * Who sent the transaction that delivered the item to the wallet (EVM: read on chain): the
   * wallet itself for what it minted or bought, someone else for an airdrop; absent when unknown
   */
  sentBy?: string;
}

export interface NftPage {
  items: NftItem[];
  /** give back to get the next page; null: this was the last */
  cursor: string | null;
  /** items of this page that could not be read and are left out */
  skipped: number;
}

/**
 * Listing and sending NFTs, where the family has them (EVM: ERC-721 and ERC-1155). The quote's `amount` is
 * what the native coin moves (nothing); the transaction leaves through the same signer call,
 * pending list and confirmation loop as a send.
 */
export interface FamilyNfts {
  /** a page of what `coin`'s address holds on its chain; null: the chain has no NFT list */
  list(coin: CoinRef, cursor: string | null): Promise<NftPage | null>;
  quote(coin: CoinRef, p: NftSendParams): Promise<Quote>;
  prepare(coin: CoinRef, p: NftSendParams): Promise<Prepared>;
  /** the send simulated on the user's node and held to `p` (issue 32); absent: cannot simulate */
  preview?(coin: CoinRef, p: NftSendParams, opts?: PreviewOptions): Promise<TxPreview>;
}

/**
 * A swap provider's deposit, as quoted: `amount` (the coin's base units) to `depositAddress`
 * (EVM: through `router` to that vault) carrying `memo`, under the `terms` the user approves
 * and the signer holds the memo to.
 */
export interface SwapDepositParams {
  depositAddress: string;
  router?: string;
  amount: bigint;
  memo: string;
  terms: SwapTerms;
  /** the provider's recommended fee rate in the family's fee unit; absent: the family's own */
  feeRate?: bigint;
}

/**
 * Paying a swap provider's deposit, where the family can (UTXO: an OP_RETURN memo output).
 * The exchange service asks this, never a chain's name; the deposit leaves through the same
 * signer call, broadcast, pending list and confirmation loop as a send.
 */
export interface FamilySwaps {
  /** what the deposit costs (quote.fee), from a recent scan */
  quote(coin: CoinRef, p: SwapDepositParams): Promise<Quote>;
  /**
   * The deposit's transactions in the order they are sent, from a fresh scan: the deposit alone
   * (`swapDeposit`), or, for a token through a router, its exact approval (`tokenApprove`) first
   */
  prepare(coin: CoinRef, p: SwapDepositParams): Promise<SwapStep[]>;
  /**
   * The deposit's transactions simulated on the profile's node and held to `p` (issue 32),
   * run beside `quote`; never throws. Families that cannot simulate omit it.
   */
  preview?(coin: CoinRef, p: SwapDepositParams, opts?: PreviewOptions): Promise<TxPreview>;
}

/** One transaction of a swap deposit and the kind the pending list records it as. */
export interface SwapStep {
  prepared: Prepared;
  kind: 'tokenApprove' | 'swapDeposit';
}

/** One grant as the family confirmed it on chain just now. */
export interface PermissionGrant {
  kind: PermissionKind;
  /** the token, collection, token account (or, for a delegation, the account itself); canonical form */
  asset: string;
  /** where `asset` is an account holding a token (Solana), the token's mint: what the catalogue names */
  token?: string;
  /** as the asset's own contract says, where it could be read */
  symbol?: string;
  decimals?: number;
  /** whom it lets move the asset (canonical form) */
  spender: string;
  /** base units still allowed; null: everything (an operator, a delegation) */
  amount: bigint | null;
  /** block time of the grant, ms; null when unknown */
  since: number | null;
  /** false where the family cannot build its revoke */
  revocable: boolean;
  /** the contract refused to say whether the grant still stands (its read reverted): shown, may be live */
  unreadable?: true;
}

/**
 * The permissions page's part of a family (issue 33): what lets someone else move the wallet's
 * assets on a chain (EVM allowances, operators, 7702 delegations; Solana delegates), and revokes.
 */
export interface FamilyPermissions {
  /**
   * the grants of `coin`'s address on its chain (coin: the native coin); null when the
   * profile's node for the chain is another chain (a local profile serves every chain of a
   * family from one node): listing it would repeat another chain's grants under this name
   */
  list(coin: CoinRef): Promise<PermissionGrant[] | null>;
  /**
   * One revoke transaction per target on `coin`'s chain, in order; where the chain numbers
   * transactions (EVM nonces) they are consecutive so all can be signed before any is sent.
   */
  prepareRevokes(coin: CoinRef, targets: readonly RevokeTarget[]): Promise<Prepared[]>;
  /**
   * The revokes of `targets` simulated on the profile's node and held to them (issue 32): the
   * removals they make in `removed`, a difference in `mismatch`; run beside the fee quote, never
   * throws. Null (or absent) where the family does not preview its revokes.
   */
  preview?(coin: CoinRef, targets: readonly RevokeTarget[]): Promise<TxPreview | null>;
}

/** A token found on a family's token list service (coins.searchTokens). */
export interface TokenSearchHit extends TokenDetails {
  chainName: string;
}

/** One staking operation, parsed: amounts in base units. Fields an action does not take are absent. */
export interface StakingOp {
  action: StakingAction;
  amount?: bigint;
  validator?: string;
  position?: string;
  resource?: 'ENERGY' | 'BANDWIDTH';
  votes?: { validator: string; count: number }[];
}

export interface StakePosition {
  /**
   * what the row is: coins at stake (the default), votes cast with staked power (Tron), or a
   * reward waiting to be claimed; only `stake` rows count in the staked balance
   */
  kind?: 'stake' | 'vote' | 'reward';
  id: string;
  validator: string;
  amount: bigint;
  status: StakeStatus;
  actions: StakingAction[];
}

export interface Validator {
  address: string;
  name: string;
  commission?: number;
  apy?: number;
  activatedStake?: bigint;
  image?: string;
}

/**
 * The optional staking part of a family (Solana: stake accounts; Tron: freeze and votes). The
 * staking service and screen use only this; the built transaction goes through the same signer
 * call, broadcast, pending list and confirmation loop as a send.
 */
export interface FamilyStaking {
  /** what the family offers, in the order the screen shows them */
  readonly actions: readonly StakingAction[];
  /** validators, best first; names and APY from the family's staking-data service */
  validators(chainName: string): Promise<Validator[]>;
  /** the wallet's positions on the chain, read from the chain itself */
  positions(coin: CoinRef): Promise<StakePosition[]>;
  /** the unsigned operation and the intent the signer checks it against; quote.amount is what moves */
  prepare(coin: CoinRef, op: StakingOp): Promise<Prepared>;
  /** facts beyond positions the screen shows and acts on (Tron: resources, votes, info rows) */
  details?(coin: CoinRef): Promise<StakingDetails>;
}

/** What a preview may ask the app for: prices in the user's currency, by symbol. */
export interface PreviewOptions {
  fiatPrice?: (symbol: string) => Promise<{ price: string; currency: string } | null>;
}

/** How the confirmation loop follows this family's transactions (spec §4 table). */
export interface ConfirmPolicy {
  intervalMs: number;
  tries: number;
}

export interface WalletFamily {
  readonly network: Network;
  /** UTXO families discover from an account xpub the signer exports, not from one address */
  readonly usesAccountKey?: boolean;
  /** the family publishes the sender's public key on chain (a reveal operation): coins carry `publicKey` */
  readonly needsPublicKey?: boolean;
  /** the label of the i-th pending entry (EVM: PENDING for the lowest nonce, QUEUE after) */
  pendingStatus?(pending: readonly PendingEntry[], index: number): string;
  /** the order a coin's pending entries are listed in (EVM: by nonce); oldest first otherwise */
  sortPending?(pending: readonly PendingEntry[]): PendingEntry[];
  snapshot(coin: CoinRef, opts?: SnapshotOptions): Promise<CoinSnapshot>;
  /**
   * Balances of many coins of a wallet at once (the home list); a family that can batch does
   * it in one or two round trips per chain. Coins it could not read are missing from the map.
   */
  balances?(coins: readonly CoinRef[]): Promise<Map<CoinRef, bigint>>;
  quote(coin: CoinRef, p: QuoteParams): Promise<Quote>;
  prepare(coin: CoinRef, p: QuoteParams): Promise<Prepared>;
  broadcast(coin: CoinRef, signed: string): Promise<{ hash: string; pending: PendingEntry }>;
  /** one look at a transaction; the service polls (spec: every 5 s, 15 tries) */
  status(coin: CoinRef, hash: string, entry?: PendingEntry): Promise<ConfirmationStatus>;
  /**
   * A token's details read from its contract (custom tokens); families without contract
   * tokens omit it.
   */
  tokenInfo?(chainName: string, contractAddress: string): Promise<TokenDetails>;
  /**
   * A human-readable name (ENS, .bnb) → the address it points at on this chain; null when
   * the name is not registered or points nowhere. Families without a name service omit it.
   */
  resolveName?(chainName: string, name: string): Promise<string | null>;
  /** staking, where the family offers it */
  staking?: FamilyStaking;
  /** the family's polling of spec §4 (Solana: every 3 s, 5 tries); absent: every 5 s, 15 tries */
  confirmPolicy?: ConfirmPolicy;
  /** tokens by name, symbol or mint on the family's token list service (Solana: GET /v1/search) */
  searchTokens?(chainName: string, query: string, start: number, limit: number): Promise<TokenSearchHit[]>;
  /**
   * Trustlines (Stellar): a token the account must opt in to before it can hold it. `state`
   * reads whether the account (the native coin's address) trusts the token; `prepare` builds the
   * transaction that opens ('trust') or closes ('untrust') it, with `reserve`, the native base
   * units the trustline locks while open (freed when closed). Families without them omit it.
   */
  trustlines?: {
    state(
      coin: CoinRef,
      contractAddress: string,
    ): Promise<{ exists: boolean; authorized: boolean; balance: bigint }>;
    prepare(
      coin: CoinRef,
      contractAddress: string,
      action: 'trust' | 'untrust',
    ): Promise<Prepared & { reserve: bigint }>;
  };
  /** sending NFTs, where the family has them */
  nfts?: FamilyNfts;
  /** swap deposits, where the family can make them */
  swaps?: FamilySwaps;
  /** the approvals and delegates the permissions page lists and revokes, where the family has them */
  permissions?: FamilyPermissions;
  /**
   * What the transfer `p` would do, simulated on the profile's node (issue 32) and checked
   * against `p` (a difference sets `mismatch`); run beside `quote`. Never throws: a node that
   * cannot simulate gives an 'unavailable' preview. Families that cannot simulate omit it.
   */
  preview?(coin: CoinRef, p: QuoteParams, opts?: PreviewOptions): Promise<TxPreview>;
  /** speed-up (same inputs or nonce, higher fee) or cancel (pay back to the wallet) */
  replace?(coin: CoinRef, pending: PendingEntry, kind: 'speedUp' | 'cancel'): Promise<Prepared>;
}
