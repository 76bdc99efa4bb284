import { readEachOf } from '../../../net/readEach';
import { readAnswer } from '../../../net/readAnswer';
import type { HistoryItem, HistoryPage } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import type { AptosCtx } from '../ctx';
import { UserTransactionSchema, withNode, type UserTransaction } from '../network';

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
 * spec §7: the account's last 20 transactions, newest first: what it sent (the node lists the
 * transactions an account sent, by sequence number) and what it received (the DepositEvents of
 * its CoinStore<AptosCoin>, each read with the transaction at its version for the sender and
 * the time). An entry that does not read is counted in `skipped`.
 */
export async function listHistory(ctx: AptosCtx, address: string): Promise<HistoryPage> {
  const me = longForm(address);
  const [txs, received] = await Promise.all([
    withNode(ctx, (api) => api.accountTransactions(address, HISTORY_LIMIT)),
    deposits(ctx, address, me),
  ]);
  const sent = readEachOf(txs, (t) =>
    t.type === 'user_transaction'
      ? historyItem(readAnswer(UserTransactionSchema, t, 'account transaction', 'the Aptos node'))
      : null,
  );
  const mine = new Set(sent.items.map((i) => i.hash));
  const items = [
    // the node lists by sequence number, oldest first
    ...sent.items.reverse(),
    ...received.items.filter((i) => !mine.has(i.hash)),
  ]
    .sort((a, b) => b.date - a.date)
    .slice(0, HISTORY_LIMIT);
  return { items, skipped: sent.skipped + received.skipped };
}

/** APT that arrived: each DepositEvent with the sender and time of the transaction at its version. */
async function deposits(ctx: AptosCtx, address: string, me: string): Promise<HistoryPage> {
  const events = await withNode(ctx, (api) => api.aptDeposits(address, HISTORY_LIMIT));
  const versions = [...new Set(events.items.map((e) => e.version))];
  const byVersion = new Map(
    await Promise.all(
      versions.map(async (v) => {
        const t = await withNode(ctx, (api) => api.transactionByVersion(v)).catch(() => null);
        return [v, t] as const;
      }),
    ),
  );
  return readEachOf(events, (e): HistoryItem | null => {
    const raw = byVersion.get(e.version);
    if (!raw) throw new Error(`no transaction at version ${e.version}`);
    const t = readAnswer(UserTransactionSchema, raw, 'transaction', 'the Aptos node');
    const from = longForm(t.sender);
    // the wallet's own transfer to itself is already listed from its side
    if (from === me) return null;
    return {
      hash: t.hash.toLowerCase(),
      amount: e.data.amount.toString(10),
      status: 'success',
      date: Number(t.timestamp / 1000n),
      from,
      to: me,
    };
  });
}
