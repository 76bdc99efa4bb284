/**
 * The fixture network's state: accounts (id, ed25519 key, tinybars), HTS fungible tokens with a
 * ledger per token and per association (issue 37), every transaction that reached consensus
 * with its result, transfers (fees included, as the mirror lists them) and token transfers, and
 * the receipts the consensus node answers. `submit` runs a signed Transaction through the
 * node's precheck and then "consensus" the way HAPI does: every ed25519 signature is verified
 * with @hashgraph/sdk's PublicKey against the keys that must sign, the fee is charged even when
 * the transfer then fails, and a failed transfer moves nothing else.
 */
import { PublicKey } from '@hashgraph/sdk';
import { proto } from '@hiero-ledger/proto';
import { sha384 } from '@noble/hashes/sha2.js';

export const Code = proto.ResponseCodeEnum;
export const codeName = (c: number): string => proto.ResponseCodeEnum[c] ?? String(c);

/** the node's account, and the fee account that takes the rest of each fee */
export const NODE = '0.0.3';
export const FEE_ACCOUNT = '0.0.98';
/** where `fund` pays from */
export const TREASURY = '0.0.2';
/** what a CryptoTransfer really costs (HAPI fee schedule): $0.0001, priced at the exchange rate */
export const TRANSFER_PRICE_CENTS_X100 = 1n;
/** a CryptoTransfer moving tokens: $0.001 */
export const TOKEN_TRANSFER_PRICE_CENTS_X100 = 10n;
/** a TokenAssociate: $0.05 */
export const ASSOCIATE_PRICE_CENTS_X100 = 500n;

/** An HTS fungible token (FUNGIBLE_COMMON) as the network keeps it. */
export interface Token {
  id: string;
  name: string;
  symbol: string;
  decimals: number;
  treasury: string;
  totalSupply: bigint;
  createdAt: string;
}

/** One account's relationship with one token: it exists once associated, holding `balance`. */
export interface Association {
  account: string;
  token: string;
  balance: bigint;
  /** made by an auto-association slot on a first receipt, not by a TokenAssociate */
  automatic: boolean;
  createdAt: string;
}

export interface TokenTransfer {
  token: string;
  account: string;
  amount: bigint;
}

export interface Account {
  id: string;
  /** raw 32-byte ed25519 key, hex; '' for system accounts no test signs for */
  key: string;
  balance: bigint;
  createdAt: string;
  /** HIP-904: -1 unlimited, 0 none; a credit of a token not associated takes a free slot */
  maxAutoAssociations: number;
}

export interface Transfer {
  account: string;
  amount: bigint;
}

export interface TxRecord {
  /** 0.0.n-seconds-nanos, the mirror's form */
  transactionId: string;
  consensusTimestamp: string;
  validStart: string;
  payer: string;
  node: string;
  maxFee: bigint;
  chargedFee: bigint;
  memo: string;
  result: string;
  transfers: Transfer[];
  tokenTransfers: TokenTransfer[];
  /** the account a TokenAssociate associated */
  entityId: string | null;
  hash: Uint8Array;
  name: 'CRYPTOTRANSFER' | 'CRYPTOCREATEACCOUNT' | 'TOKENASSOCIATE';
}

export interface SubmitResult {
  precheck: number;
}

const long = (v: { toString(): string } | number | null | undefined) => BigInt(v?.toString() ?? '0');
const idOf = (a: proto.IAccountID | null | undefined) =>
  a ? `${long(a.shardNum)}.${long(a.realmNum)}.${long(a.accountNum)}` : '';
const tokenIdOf = (t: proto.ITokenID | null | undefined) =>
  t ? `${long(t.shardNum)}.${long(t.realmNum)}.${long(t.tokenNum)}` : '';
const hasAlias = (a: proto.IAccountID | null | undefined) => Boolean(a?.alias && a.alias.length > 0);

export class HederaLedger {
  readonly accounts = new Map<string, Account>();
  readonly tokens = new Map<string, Token>();
  /** by assocKey(account, token) */
  readonly associations = new Map<string, Association>();
  readonly records: TxRecord[] = [];
  /** receipts by mirror-form transaction id */
  readonly receipts = new Map<string, number>();
  /** the exchange rate the mirror publishes: cent_equivalent cents buy hbar_equivalent HBAR */
  rate = { cent: 12, hbar: 1 };
  /** every submission's precheck, oldest first */
  readonly submissions: { transactionId: string; precheck: string }[] = [];
  private nextNum = 1001n;
  private clockNs = BigInt(Date.now()) * 1_000_000n;

  constructor() {
    for (const id of [TREASURY, NODE, FEE_ACCOUNT])
      this.accounts.set(id, {
        id,
        key: '',
        balance: id === TREASURY ? 10n ** 17n : 0n,
        createdAt: this.tick(),
        maxAutoAssociations: 0,
      });
  }

  /** consensus time, strictly increasing, as seconds.nanos */
  private tick(): string {
    const wall = BigInt(Date.now()) * 1_000_000n;
    this.clockNs = wall > this.clockNs ? wall : this.clockNs + 1n;
    return `${this.clockNs / 1_000_000_000n}.${String(this.clockNs % 1_000_000_000n).padStart(9, '0')}`;
  }

  /** An account for `keyHex` (raw ed25519), as CryptoCreate or HIP-32 auto-creation would make it. */
  createAccount(keyHex: string, tinybars = 0n, maxAutoAssociations = 0): string {
    const id = `0.0.${this.nextNum++}`;
    this.accounts.set(id, {
      id,
      key: keyHex.toLowerCase(),
      balance: 0n,
      createdAt: this.tick(),
      maxAutoAssociations,
    });
    if (tinybars > 0n) this.fund(id, tinybars);
    return id;
  }

  /** A fungible token (TokenCreate) whose whole supply sits with the treasury account. */
  createToken(t: { name: string; symbol: string; decimals: number; supply: bigint }): string {
    const id = `0.0.${this.nextNum++}`;
    const at = this.tick();
    this.tokens.set(id, { id, ...t, treasury: TREASURY, totalSupply: t.supply, createdAt: at });
    this.associations.set(assocKey(TREASURY, id), {
      account: TREASURY,
      token: id,
      balance: t.supply,
      automatic: false,
      createdAt: at,
    });
    return id;
  }

  /** An association the account's owner made (a TokenAssociate outside the test's view). */
  addAssociation(account: string, token: string): void {
    this.associations.set(assocKey(account, token), {
      account,
      token,
      balance: 0n,
      automatic: false,
      createdAt: this.tick(),
    });
  }

  association(account: string, token: string): Association | undefined {
    return this.associations.get(assocKey(account, token));
  }

  tokenBalance(account: string, token: string): bigint {
    return this.association(account, token)?.balance ?? 0n;
  }

  /** The account's associations, oldest first, as the mirror lists them. */
  associationsOf(account: string): Association[] {
    return [...this.associations.values()].filter((a) => a.account === account);
  }

  /** A treasury CryptoTransfer of `amount` of `token` (the account must be associated or have a free slot). */
  giveTokens(account: string, token: string, amount: bigint): void {
    const moves: TokenTransfer[] = [
      { token, account: TREASURY, amount: -amount },
      { token, account, amount },
    ];
    const result = this.moveTokens(moves, new Set(['']));
    if (result !== Code.SUCCESS) throw new Error(`giveTokens: ${codeName(result)}`);
    const at = this.tick();
    this.records.push({
      transactionId: `${TREASURY}-${at.replace('.', '-')}`,
      consensusTimestamp: at,
      validStart: at,
      payer: TREASURY,
      node: NODE,
      maxFee: 0n,
      chargedFee: 0n,
      memo: '',
      result: 'SUCCESS',
      transfers: [],
      tokenTransfers: moves,
      entityId: null,
      hash: sha384(new TextEncoder().encode(at)),
      name: 'CRYPTOTRANSFER',
    });
  }

  /** Free auto-association slots of the account (HIP-904: -1 is unlimited). */
  private hasFreeSlot(a: Account): boolean {
    if (a.maxAutoAssociations < 0) return true;
    const used = this.associationsOf(a.id).filter((x) => x.automatic).length;
    return used < a.maxAutoAssociations;
  }

  /**
   * Token movements as consensus runs them, all or nothing: each token's list sums to zero, a
   * debited account signed and holds enough, a credited account is associated (or takes a free
   * auto-association slot). `signers` holds the verified keys ('' lets the treasury move).
   */
  private moveTokens(moves: TokenTransfer[], signers: Set<string>): number {
    const byToken = new Map<string, bigint>();
    for (const m of moves) byToken.set(m.token, (byToken.get(m.token) ?? 0n) + m.amount);
    for (const [token, sum] of byToken) {
      if (!this.tokens.has(token)) return Code.INVALID_TOKEN_ID;
      if (sum !== 0n) return Code.TRANSFERS_NOT_ZERO_SUM_FOR_TOKEN;
    }
    const autos: TokenTransfer[] = [];
    for (const m of moves) {
      const a = this.accounts.get(m.account);
      if (!a) return Code.INVALID_ACCOUNT_ID;
      const assoc = this.association(m.account, m.token);
      if (m.amount < 0n) {
        if (!signers.has(a.key)) return Code.INVALID_SIGNATURE;
        if (!assoc) return Code.TOKEN_NOT_ASSOCIATED_TO_ACCOUNT;
        if (assoc.balance + m.amount < 0n) return Code.INSUFFICIENT_TOKEN_BALANCE;
      } else if (!assoc) {
        if (!this.hasFreeSlot(a)) return Code.TOKEN_NOT_ASSOCIATED_TO_ACCOUNT;
        autos.push(m);
      }
    }
    const at = this.tick();
    for (const m of autos)
      this.associations.set(assocKey(m.account, m.token), {
        account: m.account,
        token: m.token,
        balance: 0n,
        automatic: true,
        createdAt: at,
      });
    for (const m of moves) this.association(m.account, m.token)!.balance += m.amount;
    return Code.SUCCESS;
  }

  /** A CryptoTransfer from the treasury, in the history like any other. */
  fund(id: string, tinybars: bigint): void {
    const at = this.tick();
    this.move([
      { account: TREASURY, amount: -tinybars },
      { account: id, amount: tinybars },
    ]);
    this.records.push({
      transactionId: `${TREASURY}-${at.replace('.', '-')}`,
      consensusTimestamp: at,
      validStart: at,
      payer: TREASURY,
      node: NODE,
      maxFee: 0n,
      chargedFee: 0n,
      memo: '',
      result: 'SUCCESS',
      transfers: [
        { account: TREASURY, amount: -tinybars },
        { account: id, amount: tinybars },
      ],
      tokenTransfers: [],
      entityId: null,
      hash: sha384(new TextEncoder().encode(at)),
      name: 'CRYPTOTRANSFER',
    });
  }

  balance(id: string): bigint {
    return this.accounts.get(id)?.balance ?? 0n;
  }

  accountByKey(keyHex: string): Account | undefined {
    return [...this.accounts.values()].find((a) => a.key !== '' && a.key === keyHex.toLowerCase());
  }

  /** What a CryptoTransfer costs now: $0.0001 at the published rate, tinybars. */
  transferFee(): bigint {
    return this.priced(TRANSFER_PRICE_CENTS_X100);
  }

  /** hundredths of a cent → tinybars at the published rate */
  priced(centsX100: bigint): bigint {
    return (centsX100 * BigInt(this.rate.hbar) * 100_000_000n) / (100n * BigInt(this.rate.cent));
  }

  private move(transfers: Transfer[]): void {
    for (const t of transfers) {
      const a = this.accounts.get(t.account)!;
      a.balance += t.amount;
    }
  }

  /** The node's precheck, then consensus: what a real node does with a submitted Transaction. */
  submit(tx: proto.ITransaction, nodeAccount: string): SubmitResult {
    const bytes = tx.signedTransactionBytes;
    if (!bytes || bytes.length === 0) return this.refused('', Code.INVALID_TRANSACTION_BODY);
    const signed = proto.SignedTransaction.decode(bytes);
    const body = proto.TransactionBody.decode(signed.bodyBytes ?? new Uint8Array());
    const payer = idOf(body.transactionID?.accountID);
    const start = body.transactionID?.transactionValidStart;
    const validStart = `${long(start?.seconds)}.${String(start?.nanos ?? 0).padStart(9, '0')}`;
    const transactionId = `${payer}-${validStart.replace('.', '-')}`;
    if (body.data !== 'cryptoTransfer' && body.data !== 'tokenAssociate')
      return this.refused(transactionId, Code.NOT_SUPPORTED);
    if (idOf(body.nodeAccountID) !== nodeAccount)
      return this.refused(transactionId, Code.INVALID_NODE_ACCOUNT);
    const startMs = Number(long(start?.seconds)) * 1000 + (start?.nanos ?? 0) / 1e6;
    const duration = Number(long(body.transactionValidDuration?.seconds));
    if (startMs > Date.now() + 10_000) return this.refused(transactionId, Code.INVALID_TRANSACTION_START);
    if (startMs + duration * 1000 < Date.now()) return this.refused(transactionId, Code.TRANSACTION_EXPIRED);
    if (this.receipts.has(transactionId)) return this.refused(transactionId, Code.DUPLICATE_TRANSACTION);
    const payerAccount = this.accounts.get(payer);
    if (!payerAccount) return this.refused(transactionId, Code.PAYER_ACCOUNT_NOT_FOUND);
    if (new TextEncoder().encode(body.memo ?? '').length > 100)
      return this.refused(transactionId, Code.MEMO_TOO_LONG);
    const tokenLists = body.cryptoTransfer?.tokenTransfers ?? [];
    const fee =
      body.data === 'tokenAssociate'
        ? this.priced(ASSOCIATE_PRICE_CENTS_X100)
        : tokenLists.length > 0
          ? this.priced(TOKEN_TRANSFER_PRICE_CENTS_X100)
          : this.transferFee();
    const maxFee = long(body.transactionFee);
    if (maxFee < fee) return this.refused(transactionId, Code.INSUFFICIENT_TX_FEE);
    if (payerAccount.balance < fee) return this.refused(transactionId, Code.INSUFFICIENT_PAYER_BALANCE);
    const signers = this.verifiedKeys(signed);
    if (!signers.has(payerAccount.key)) return this.refused(transactionId, Code.INVALID_SIGNATURE);
    this.submissions.push({ transactionId, precheck: 'OK' });

    // consensus: the fee first, whatever happens to the transfer
    const at = this.tick();
    const nodeShare = fee / 20n;
    const feeMoves: Transfer[] = [
      { account: payer, amount: -fee },
      { account: nodeAccount, amount: nodeShare },
      { account: FEE_ACCOUNT, amount: fee - nodeShare },
    ];
    this.move(feeMoves);
    const base = { transactionId, consensusTimestamp: at, validStart, payer, node: nodeAccount, maxFee };
    const rest = { chargedFee: fee, memo: body.memo ?? '', hash: sha384(bytes) };
    if (body.tokenAssociate) {
      const result = this.associate(body.tokenAssociate, signers, at);
      this.receipts.set(transactionId, result);
      this.records.push({
        ...base,
        ...rest,
        result: codeName(result),
        transfers: feeMoves,
        tokenTransfers: [],
        entityId: idOf(body.tokenAssociate.account),
        name: 'TOKENASSOCIATE',
      });
      return { precheck: Code.OK };
    }
    const amounts = body.cryptoTransfer?.transfers?.accountAmounts ?? [];
    let result: number = Code.SUCCESS;
    // HIP-32: a credit to a key alias (0.0.<Key protobuf>) creates the account for that key
    const wanted: Transfer[] = amounts.map((a) => {
      if (!hasAlias(a.accountID)) return { account: idOf(a.accountID), amount: long(a.amount) };
      const key = aliasKey(a.accountID!.alias!);
      if (!key || long(a.amount) <= 0n) {
        result = Code.INVALID_ALIAS_KEY;
        return { account: '', amount: long(a.amount) };
      }
      return { account: this.accountByKey(key)?.id ?? this.createAccount(key), amount: long(a.amount) };
    });
    if (result !== Code.SUCCESS) {
      // refused below, the fee stays charged
    } else if (
      tokenLists.some(
        (l) =>
          l.expectedDecimals !== null &&
          l.expectedDecimals !== undefined &&
          l.expectedDecimals.value !== this.tokens.get(tokenIdOf(l.token))?.decimals,
      )
    )
      result = Code.UNEXPECTED_TOKEN_DECIMALS;
    else if (tokenLists.some((l) => (l.nftTransfers ?? []).length > 0)) result = Code.NOT_SUPPORTED;
    else if (wanted.reduce((s, t) => s + t.amount, 0n) !== 0n) result = Code.INVALID_ACCOUNT_AMOUNTS;
    else if (new Set(wanted.map((t) => t.account)).size !== wanted.length)
      result = Code.ACCOUNT_REPEATED_IN_ACCOUNT_AMOUNTS;
    else if (wanted.some((t) => !this.accounts.has(t.account))) result = Code.INVALID_ACCOUNT_ID;
    else if (wanted.some((t) => t.amount < 0n && !signers.has(this.accounts.get(t.account)!.key)))
      result = Code.INVALID_SIGNATURE;
    else if (wanted.some((t) => t.amount < 0n && this.accounts.get(t.account)!.balance + t.amount < 0n))
      result = Code.INSUFFICIENT_ACCOUNT_BALANCE;
    const tokenMoves: TokenTransfer[] = tokenLists.flatMap((l) =>
      (l.transfers ?? []).map((t) => ({
        token: tokenIdOf(l.token),
        account: idOf(t.accountID),
        amount: long(t.amount),
      })),
    );
    if (result === Code.SUCCESS && tokenMoves.length > 0) {
      // the token moves first: they may fail where the HBAR moves would not, and nothing moves then
      if (wanted.some((t) => t.amount < 0n && this.accounts.get(t.account)!.balance + t.amount < 0n))
        result = Code.INSUFFICIENT_ACCOUNT_BALANCE;
      else result = this.moveTokens(tokenMoves, signers);
    }
    if (result === Code.SUCCESS) this.move(wanted);
    this.receipts.set(transactionId, result);
    this.records.push({
      transactionId,
      consensusTimestamp: at,
      validStart,
      payer,
      node: nodeAccount,
      maxFee,
      chargedFee: fee,
      memo: body.memo ?? '',
      result: codeName(result),
      transfers: result === Code.SUCCESS ? merge([...feeMoves, ...wanted]) : feeMoves,
      tokenTransfers: result === Code.SUCCESS ? tokenMoves : [],
      entityId: null,
      hash: sha384(bytes),
      name: 'CRYPTOTRANSFER',
    });
    return { precheck: Code.OK };
  }

  /** TokenAssociate: the account signed, every token exists and is new to the account. */
  private associate(op: proto.ITokenAssociateTransactionBody, signers: Set<string>, at: string): number {
    const account = this.accounts.get(idOf(op.account));
    if (!account) return Code.INVALID_ACCOUNT_ID;
    if (!signers.has(account.key)) return Code.INVALID_SIGNATURE;
    const tokens = (op.tokens ?? []).map(tokenIdOf);
    if (tokens.length === 0) return Code.EMPTY_TOKEN_TRANSFER_BODY;
    if (new Set(tokens).size !== tokens.length) return Code.TOKEN_ID_REPEATED_IN_TOKEN_LIST;
    if (tokens.some((t) => !this.tokens.has(t))) return Code.INVALID_TOKEN_ID;
    if (tokens.some((t) => this.association(account.id, t))) return Code.TOKEN_ALREADY_ASSOCIATED_TO_ACCOUNT;
    for (const token of tokens)
      this.associations.set(assocKey(account.id, token), {
        account: account.id,
        token,
        balance: 0n,
        automatic: false,
        createdAt: at,
      });
    return Code.SUCCESS;
  }

  /** The raw keys (hex) whose ed25519 signature over the body bytes verifies, by the SDK. */
  private verifiedKeys(signed: proto.SignedTransaction): Set<string> {
    const ok = new Set<string>();
    for (const pair of signed.sigMap?.sigPair ?? []) {
      if (!pair.ed25519 || !pair.pubKeyPrefix || pair.pubKeyPrefix.length !== 32) continue;
      const key = PublicKey.fromBytesED25519(pair.pubKeyPrefix);
      if (key.verify(signed.bodyBytes!, pair.ed25519)) ok.add(key.toStringRaw());
    }
    return ok;
  }

  private refused(transactionId: string, code: number): SubmitResult {
    this.submissions.push({ transactionId, precheck: codeName(code) });
    return { precheck: code };
  }
}

export const assocKey = (account: string, token: string) => `${account}|${token}`;

/** The raw ed25519 key (hex) of a key alias, or null when it is not one. */
function aliasKey(alias: Uint8Array): string | null {
  try {
    const key = proto.Key.decode(alias);
    return key.ed25519 && key.ed25519.length === 32 ? Buffer.from(key.ed25519).toString('hex') : null;
  } catch {
    return null;
  }
}

/** One row per account, as the mirror lists a record's transfers. */
function merge(transfers: Transfer[]): Transfer[] {
  const by = new Map<string, bigint>();
  for (const t of transfers) by.set(t.account, (by.get(t.account) ?? 0n) + t.amount);
  return [...by].filter(([, a]) => a !== 0n).map(([account, amount]) => ({ account, amount }));
}
