/**
 * Unsigned HBAR transfers built by @hashgraph/sdk the way the family builds them (frozen
 * TransferTransaction, `toBytes()`), with knobs a hostile builder would turn, and `editBody`
 * for the fields the SDK refuses to set: the signer's refusal tests and the fixture use these.
 */
import { AccountId, Hbar, Timestamp, TransactionId, TransferTransaction } from '@hashgraph/sdk';
import { proto } from '@hiero-ledger/proto';
import { hex } from '@scure/base';

export interface TransferSpec {
  payer: string;
  node?: string;
  /** tinybars */
  maxFee?: bigint;
  memo?: string;
  /** unix ms */
  validStart?: number;
  validDurationS?: number;
  transfers: { account: string; amount: bigint; approved?: boolean }[];
}

export function unsignedTransfer(s: TransferSpec): string {
  const tx = new TransferTransaction()
    .setTransactionId(
      TransactionId.withValidStart(
        AccountId.fromString(s.payer),
        Timestamp.fromDate(new Date(s.validStart ?? Date.now() - 5_000)),
      ),
    )
    .setNodeAccountIds([AccountId.fromString(s.node ?? '0.0.3')])
    .setMaxTransactionFee(Hbar.fromTinybars((s.maxFee ?? 1_750_000n).toString()))
    .setTransactionValidDuration(s.validDurationS ?? 120);
  if (s.memo) tx.setTransactionMemo(s.memo);
  for (const t of s.transfers) {
    const amount = Hbar.fromTinybars(t.amount.toString());
    if (t.approved) tx.addApprovedHbarTransfer(t.account, amount);
    else tx.addHbarTransfer(t.account, amount);
  }
  return hex.encode(tx.freeze().toBytes());
}

/** Decodes the one body of `unsignedHex`, lets `edit` change it, and encodes it back. */
export function editBody(unsignedHex: string, edit: (body: proto.TransactionBody) => void): string {
  return editSigned(unsignedHex, (signed) => {
    const body = proto.TransactionBody.decode(signed.bodyBytes!);
    edit(body);
    signed.bodyBytes = proto.TransactionBody.encode(body).finish();
  });
}

/** Edits the SignedTransaction (body bytes, signature map) of `unsignedHex`'s one transaction. */
export function editSigned(unsignedHex: string, edit: (signed: proto.SignedTransaction) => void): string {
  return editList(unsignedHex, (list) => {
    const tx = list.transactionList[0]!;
    const signed = proto.SignedTransaction.decode(tx.signedTransactionBytes!);
    edit(signed);
    tx.signedTransactionBytes = proto.SignedTransaction.encode(signed).finish();
  });
}

export function editList(unsignedHex: string, edit: (list: proto.TransactionList) => void): string {
  const list = proto.TransactionList.decode(hex.decode(unsignedHex));
  edit(list);
  return hex.encode(proto.TransactionList.encode(list).finish());
}
