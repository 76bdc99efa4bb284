/**
 * Unsigned HTS token transfers and token associations built by @hashgraph/sdk the way the family
 * builds them (frozen, `toBytes()`), with the knobs a hostile builder would turn: the signer's
 * token refusal tests use these, with editBody (unsignedTransfer.ts) for what the SDK refuses.
 */
import {
  AccountId,
  Hbar,
  Timestamp,
  TokenAssociateTransaction,
  TokenId,
  TransactionId,
  TransferTransaction,
} from '@hashgraph/sdk';
import { hex } from '@scure/base';

interface Header {
  payer: string;
  node?: string;
  /** tinybars */
  maxFee?: bigint;
  memo?: string;
  /** unix ms */
  validStart?: number;
}

export interface TokenTransferSpec extends Header {
  /** expected decimals; null: the SDK's plain addTokenTransfer (none stated) */
  decimals: number | null;
  transfers: { token: string; account: string; amount: bigint; approved?: boolean }[];
  /** HBAR riding along */
  hbar?: { account: string; amount: bigint }[];
}

export interface AssociateSpec extends Header {
  account: string;
  tokens: string[];
}

type Frozen = TransferTransaction | TokenAssociateTransaction;

function header<T extends Frozen>(tx: T, s: Header): T {
  tx.setTransactionId(
    TransactionId.withValidStart(
      AccountId.fromString(s.payer),
      Timestamp.fromDate(new Date(s.validStart ?? Date.now() - 5_000)),
    ),
  )
    .setNodeAccountIds([AccountId.fromString(s.node ?? '0.0.3')])
    .setMaxTransactionFee(Hbar.fromTinybars((s.maxFee ?? 1_750_000n).toString()))
    .setTransactionValidDuration(120);
  if (s.memo) tx.setTransactionMemo(s.memo);
  return tx;
}

export function unsignedTokenTransfer(s: TokenTransferSpec): string {
  const tx = header(new TransferTransaction(), s);
  for (const t of s.transfers) {
    const token = TokenId.fromString(t.token);
    const amount = t.amount;
    if (t.approved) tx.addApprovedTokenTransfer(token, t.account, amount);
    else if (s.decimals === null) tx.addTokenTransfer(token, t.account, amount);
    else tx.addTokenTransferWithDecimals(token, t.account, amount, s.decimals);
  }
  for (const h of s.hbar ?? []) tx.addHbarTransfer(h.account, Hbar.fromTinybars(h.amount.toString()));
  return hex.encode(tx.freeze().toBytes());
}

export function unsignedAssociate(s: AssociateSpec): string {
  const tx = header(new TokenAssociateTransaction(), s)
    .setAccountId(AccountId.fromString(s.account))
    .setTokenIds(s.tokens.map((t) => TokenId.fromString(t)));
  return hex.encode(tx.freeze().toBytes());
}
