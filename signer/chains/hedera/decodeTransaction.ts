import { proto } from '@hiero-ledger/proto';
import { hex } from '@scure/base';
import { AppError } from '../../../shared/errors';

/** An account named by shard.realm.num, or by an alias (a key or EVM address) when `alias` is set. */
export interface DecodedAccount {
  id: string;
  alias: boolean;
}

export interface DecodedTransfer {
  account: DecodedAccount;
  amount: bigint;
  isApproval: boolean;
  /** an allowance hook runs code of the account's before (and after) the transfer */
  hook: boolean;
}

/** One token's movements in a CryptoTransfer (TokenTransferList). */
export interface DecodedTokenList {
  token: string;
  /** expected_decimals, the decimals the network must find the token to have; null when unset */
  expectedDecimals: number | null;
  nftTransfers: number;
  transfers: DecodedTransfer[];
}

/** A TokenAssociate: the account given the tokens, and the token ids. */
export interface DecodedAssociation {
  account: DecodedAccount | null;
  tokens: string[];
}

/** What the signer reads of the one TransactionBody it is asked to sign. */
export interface DecodedHederaTransaction {
  /** the exact TransactionBody bytes the signature covers */
  bodyBytes: Uint8Array;
  /** which HAPI operation the body is (its `data` oneof, unset for none): a send is 'cryptoTransfer' */
  operation: string | undefined;
  payer: DecodedAccount;
  /** transactionID.transactionValidStart, unix ms (nanos floored) */
  validStartMs: number;
  /** transactionID.transactionValidStart as the chain writes it: seconds.nanos */
  validStart: { seconds: bigint; nanos: number };
  /** a scheduled or nonced id is an inner transaction, never a user's send */
  scheduledOrChild: boolean;
  validDurationSeconds: bigint;
  node: DecodedAccount | null;
  /** the most the payer can be charged (max fee), tinybars */
  maxFee: bigint;
  memo: string;
  /** fields a plain transfer never sets: a batch key, custom fee limits */
  extras: string[];
  transfers: DecodedTransfer[];
  tokenTransferLists: number;
  tokenLists: DecodedTokenList[];
  association: DecodedAssociation | null;
}

const bad = (why: string) => new AppError('BAD_INPUT', `Not a Hedera transaction the wallet builds: ${why}`);

type Long = { toString(): string } | number | null | undefined;
const big = (v: Long): bigint => BigInt((v ?? 0).toString());
const NO_BYTES = new Uint8Array();

function accountOf(a: proto.IAccountID | null | undefined): DecodedAccount | null {
  if (!a) return null;
  // alias and accountNum are one oneof: the one not set reads null
  const aliasBytes = a.alias ?? NO_BYTES;
  const alias = aliasBytes.length > 0;
  const tail = alias ? hex.encode(aliasBytes) : big(a.accountNum).toString(10);
  return { id: `${big(a.shardNum)}.${big(a.realmNum)}.${tail}`, alias };
}

const tokenIdOf = (t: proto.ITokenID | null | undefined): string =>
  t ? `${big(t.shardNum)}.${big(t.realmNum)}.${big(t.tokenNum)}` : '';

function transferOf(t: proto.IAccountAmount): DecodedTransfer {
  return {
    // Stryker disable next-line ObjectLiteral,StringLiteral: a movement naming no account matches no approved account, whatever its id reads
    account: accountOf(t.accountID) ?? { id: '', alias: false },
    amount: big(t.amount),
    isApproval: Boolean(t.isApproval),
    hook: Boolean(t.preTxAllowanceHook || t.prePostTxAllowanceHook),
  };
}

const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Reads main's unsigned transaction: a TransactionList (the SDK's `toBytes()` of a frozen
 * transaction) holding exactly one Transaction whose SignedTransaction carries the body bytes
 * and no signature yet. The body must re-encode to the same bytes, so nothing rides along in
 * fields this decoder does not know.
 */
export function decodeHederaTransaction(unsignedHex: string): DecodedHederaTransaction {
  if (!/^([0-9a-f]{2})+$/.test(unsignedHex)) throw bad('not hex');
  let body: proto.TransactionBody;
  let bodyBytes: Uint8Array;
  try {
    const list = proto.TransactionList.decode(hex.decode(unsignedHex));
    if (list.transactionList.length !== 1) throw bad('one transaction, for one node, is expected');
    const tx = list.transactionList[0]!;
    // a decoded message reads an absent bytes field as empty and an absent message as null
    if (tx.body || tx.sigs || tx.sigMap || (tx.bodyBytes ?? NO_BYTES).length > 0)
      throw bad('deprecated transaction fields are set');
    const signedBytes = tx.signedTransactionBytes ?? NO_BYTES;
    if (signedBytes.length === 0) throw bad('no body');
    const signed = proto.SignedTransaction.decode(signedBytes);
    if ((signed.sigMap?.sigPair ?? []).length > 0) throw bad('it is already signed');
    if (signed.useSerializedTxMessageHashAlgorithm) throw bad('another signing scheme is asked for');
    bodyBytes = signed.bodyBytes;
    body = proto.TransactionBody.decode(bodyBytes);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw bad('it does not decode');
  }
  if (!equalBytes(proto.TransactionBody.encode(body).finish(), bodyBytes))
    throw bad('the body carries fields the wallet does not know');
  const id = body.transactionID;
  if (!id) throw bad('no transaction id');
  const payer = accountOf(id.accountID);
  if (!payer) throw bad('no transaction id');
  const seconds = big(id.transactionValidStart?.seconds);
  const nanos = id.transactionValidStart?.nanos ?? 0;
  const transfers = (body.cryptoTransfer?.transfers?.accountAmounts ?? []).map(transferOf);
  const tokenLists = (body.cryptoTransfer?.tokenTransfers ?? []).map((l) => ({
    token: tokenIdOf(l.token),
    // a wrapper message: absent reads null, present carries its value (0 included)
    expectedDecimals: l.expectedDecimals ? (l.expectedDecimals.value ?? 0) : null,
    nftTransfers: (l.nftTransfers ?? []).length,
    transfers: (l.transfers ?? []).map(transferOf),
  }));
  const association = body.tokenAssociate
    ? {
        account: accountOf(body.tokenAssociate.account),
        tokens: (body.tokenAssociate.tokens ?? []).map(tokenIdOf),
      }
    : null;
  const extras: string[] = [];
  if (body.batchKey) extras.push('batchKey');
  if (body.maxCustomFees.length > 0) extras.push('maxCustomFees');
  return {
    bodyBytes,
    operation: body.data,
    payer,
    validStart: { seconds, nanos },
    validStartMs: Number(seconds) * 1000 + Math.floor(nanos / 1e6),
    scheduledOrChild: Boolean(id.scheduled) || (id.nonce ?? 0) !== 0,
    validDurationSeconds: big(body.transactionValidDuration?.seconds),
    node: accountOf(body.nodeAccountID),
    maxFee: big(body.transactionFee),
    memo: body.memo,
    extras,
    transfers,
    // Stryker disable next-line OptionalChaining: a decoded CryptoTransfer always has its (repeated) token lists; no CryptoTransfer at all is refused as the operation
    tokenTransferLists: body.cryptoTransfer?.tokenTransfers?.length ?? 0,
    tokenLists,
    association,
  };
}
