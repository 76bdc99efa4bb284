import { hex } from '@scure/base';
import type { HederaCtx } from '../ctx';
import { VALID_DURATION_S, VALID_START_BACKDATE_MS } from '../constants';
import { consensusOf } from '../network';
import type { TransferPlan } from './planTransfer';

export interface BuiltTransfer {
  /** the SDK's frozen TransferTransaction (a TransactionList, one body), hex: what the signer decodes */
  unsigned: string;
  nodeAccountId: string;
}

/**
 * The TransferTransaction of a plan, built and frozen by @hashgraph/sdk for one consensus
 * node: the account pays and is debited, the recipient credited, the fee is its max fee.
 */
export async function buildTransfer(ctx: HederaCtx, plan: TransferPlan): Promise<BuiltTransfer> {
  // loaded on first use, as in network/consensus.ts: app startup does not wait for it
  const { AccountId, Hbar, Timestamp, TransactionId, TransferTransaction } = await import('@hashgraph/sdk');
  const nodes = await consensusOf(ctx).nodeAccountIds();
  // spread sends over the nodes the client knows; one node per body keeps one body to check
  const nodeAccountId = nodes[Math.floor(Math.random() * nodes.length)]!;
  const tx = new TransferTransaction()
    .setTransactionId(
      TransactionId.withValidStart(
        AccountId.fromString(plan.accountId),
        Timestamp.fromDate(new Date(ctx.now() - VALID_START_BACKDATE_MS)),
      ),
    )
    .setNodeAccountIds([AccountId.fromString(nodeAccountId)])
    .setTransactionValidDuration(VALID_DURATION_S)
    .setMaxTransactionFee(Hbar.fromTinybars(plan.fee.toString(10)))
    .addHbarTransfer(AccountId.fromString(plan.accountId), Hbar.fromTinybars((-plan.amount).toString(10)))
    .addHbarTransfer(AccountId.fromString(plan.to), Hbar.fromTinybars(plan.amount.toString(10)));
  if (plan.memo) tx.setTransactionMemo(plan.memo);
  return { unsigned: hex.encode(tx.freeze().toBytes()), nodeAccountId };
}
