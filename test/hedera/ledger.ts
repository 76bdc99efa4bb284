/**
 * The fixture network's state: accounts (id, ed25519 key, tinybars), every transaction that
 * reached consensus with its result and transfers (fees included, as the mirror lists them),
 * and the receipts the consensus node answers. `submit` runs a signed Transaction through the
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

export interface Account {
  id: string;
  /** raw 32-byte ed25519 key, hex; '' for system accounts no test signs for */
  key: string;
  balance: bigint;
  createdAt: string;
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
  hash: Uint8Array;
  name: 'CRYPTOTRANSFER' | 'CRYPTOCREATEACCOUNT';
}

export interface SubmitResult {
  precheck: number;
}

const long = (v: { toString(): string } | number | null | undefined) => BigInt(v?.toString() ?? '0');
const idOf = (a: proto.IAccountID | null | undefined) =>
  a ? `${long(a.shardNum)}.${long(a.realmNum)}.${long(a.accountNum)}` : '';
const hasAlias = (a: proto.IAccountID | null | undefined) => Boolean(a?.alias && a.alias.length > 0);

export class HederaLedger {
  readonly accounts = new Map<string, Account>();
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
      });
  }

  /** consensus time, strictly increasing, as seconds.nanos */
  private tick(): string {
    const wall = BigInt(Date.now()) * 1_000_000n;
    this.clockNs = wall > this.clockNs ? wall : this.clockNs + 1n;
    return `${this.clockNs / 1_000_000_000n}.${String(this.clockNs % 1_000_000_000n).padStart(9, '0')}`;
  }

  /** An account for `keyHex` (raw ed25519), as CryptoCreate or HIP-32 auto-creation would make it. */
  createAccount(keyHex: string, tinybars = 0n): string {
    const id = `0.0.${this.nextNum++}`;
    this.accounts.set(id, { id, key: keyHex.toLowerCase(), balance: 0n, createdAt: this.tick() });
    if (tinybars > 0n) this.fund(id, tinybars);
    return id;
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
    return (
      (TRANSFER_PRICE_CENTS_X100 * BigInt(this.rate.hbar) * 100_000_000n) / (100n * BigInt(this.rate.cent))
    );
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
    if (body.data !== 'cryptoTransfer') return this.refused(transactionId, Code.NOT_SUPPORTED);
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
    const fee = this.transferFee();
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
    } else if ((body.cryptoTransfer?.tokenTransfers?.length ?? 0) > 0) result = Code.NOT_SUPPORTED;
    else if (wanted.reduce((s, t) => s + t.amount, 0n) !== 0n) result = Code.INVALID_ACCOUNT_AMOUNTS;
    else if (new Set(wanted.map((t) => t.account)).size !== wanted.length)
      result = Code.ACCOUNT_REPEATED_IN_ACCOUNT_AMOUNTS;
    else if (wanted.some((t) => !this.accounts.has(t.account))) result = Code.INVALID_ACCOUNT_ID;
    else if (wanted.some((t) => t.amount < 0n && !signers.has(this.accounts.get(t.account)!.key)))
      result = Code.INVALID_SIGNATURE;
    else if (wanted.some((t) => t.amount < 0n && this.accounts.get(t.account)!.balance + t.amount < 0n))
      result = Code.INSUFFICIENT_ACCOUNT_BALANCE;
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
      hash: sha384(bytes),
      name: 'CRYPTOTRANSFER',
    });
    return { precheck: Code.OK };
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
