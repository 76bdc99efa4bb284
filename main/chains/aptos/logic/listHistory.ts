import type { HistoryItem } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import type { AptosCtx } from '../ctx';
import { withNode, type UserTransaction } from '../network';

/** The transfer functions whose arguments are (recipient, amount); the FA transfer names its asset first. */
const TRANSFERS: Readonly<Record<string, number>> = {
  '0x1::aptos_account::transfer': 0,
  '0x1::aptos_account::transfer_coins': 0,
  '0x1::coin::transfer': 0,
  '0x1::primary_fungible_store::transfer': 1,
};

const longForm = (a: string) => `0x${a.replace(/^0x/, '').padStart(64, '0').toLowerCase()}`;

/** Recipient and octas of an APT transfer; null for any other call (it moved no APT the wallet can tell). */
function transferOf(t: UserTransaction): { to: string; amount: bigint } | null {
  const first = t.payload.function !== undefined ? TRANSFERS[t.payload.function] : undefined;
  const args = t.payload.arguments ?? [];
  if (first === undefined) return null;
  const to = args[first];
  const amount = args[first + 1];
  if (typeof to !== 'string' || typeof amount !== 'string' || !/^\d{1,20}$/.test(amount)) return null;
  return { to: longForm(to), amount: BigInt(amount) };
}

/**
 * One committed transaction the wallet sent, its side: what left it (a failed one moved nothing
 * but still paid gas: gas used × gas unit price, in `fee`).
 */
export function historyItem(t: UserTransaction): HistoryItem {
  const moved = transferOf(t);
  const amount = t.success && moved ? moved.amount : 0n;
  return {
    hash: t.hash.toLowerCase(),
    amount: (-amount).toString(10),
    status: t.success ? 'success' : 'failed',
    date: Number(t.timestamp / 1000n),
    from: longForm(t.sender),
    to: moved?.to ?? '',
    fee: (t.gas_used * t.gas_unit_price).toString(10),
  };
}

/**
 * spec §7: the account's last 20 transactions, newest first. The node REST API lists the
 * transactions an account sent (by sequence number); deposits from others are only in the
 * indexer, which this family does not read.
 */
export async function listHistory(ctx: AptosCtx, address: string): Promise<HistoryItem[]> {
  const txs = await withNode(ctx, (api) => api.accountTransactions(address, HISTORY_LIMIT));
  return txs
    .filter((t): t is UserTransaction => t.type === 'user_transaction' && 'sequence_number' in t)
    .sort((a, b) => (a.sequence_number < b.sequence_number ? 1 : -1))
    .slice(0, HISTORY_LIMIT)
    .map(historyItem);
}
