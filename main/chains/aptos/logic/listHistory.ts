import { aptosTokenId, aptosTokenOf, type AptosToken } from '../../../../shared/chains/aptos/tokens';
import { readEachOf } from '../../../net/readEach';
import { readAnswer } from '../../../net/readAnswer';
import type { HistoryItem, HistoryPage } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import type { AptosCtx } from '../ctx';
import { UserTransactionSchema, faDepositVersions, withNode, type UserTransaction } from '../network';
import { faDepositInto, primaryStoreOf } from './faDeposit';

const APT_COIN = '0x1::aptos_coin::AptosCoin';
const FA_TRANSFER = '0x1::primary_fungible_store::transfer';
const longForm = (a: string) => `0x${a.replace(/^0x/, '').padStart(64, '0').toLowerCase()}`;

/** An Object<Metadata> argument as the REST API writes it: `{ inner: address }` (or the address). */
function objectArg(v: unknown): string | null {
  const inner = typeof v === 'object' && v !== null && 'inner' in v ? (v as { inner: unknown }).inner : v;
  return typeof inner === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(inner) ? longForm(inner) : null;
}

/**
 * What a transfer call moved, by the asset's id: '' for APT (as a coin or as the fungible
 * asset 0xa), a token's metadata address or coin type otherwise; null for any other call.
 */
function transferOf(t: UserTransaction): { asset: string; to: string; amount: bigint } | null {
  const fn = t.payload.function;
  const typeArgs = t.payload.type_arguments ?? [];
  const args = t.payload.arguments ?? [];
  let asset: string | null = null;
  let rest: unknown[] = args;
  if (fn === '0x1::aptos_account::transfer' && typeArgs.length === 0) asset = '';
  else if (
    (fn === '0x1::aptos_account::transfer_coins' || fn === '0x1::coin::transfer') &&
    typeArgs.length === 1
  )
    asset =
      typeArgs[0] === APT_COIN ? '' : aptosTokenOf(typeArgs[0]!) && aptosTokenId(aptosTokenOf(typeArgs[0]!)!);
  else if (fn === FA_TRANSFER) {
    const meta = objectArg(args[0]);
    asset = meta === null ? null : meta === longForm('0xa') ? '' : meta;
    rest = args.slice(1);
  }
  if (asset === null) return null;
  const [to, amount] = rest;
  if (typeof to !== 'string' || typeof amount !== 'string' || !/^\d{1,20}$/.test(amount)) return null;
  return { asset, to: longForm(to), amount: BigInt(amount) };
}

/**
 * One committed transaction the wallet sent, its side in one asset (`asset` '' for APT, else
 * a token's id): what of it left the wallet. APT's rows carry the gas paid (gas used × gas unit
 * price, `fee`, a failed one's too), every call the account made included; a token's rows are its
 * transfers only, without the fee (it is APT's).
 */
export function historyItem(t: UserTransaction, asset = ''): HistoryItem | null {
  const moved = transferOf(t);
  if (asset !== '' && moved?.asset !== asset) return null;
  const amount = t.success && moved?.asset === asset ? moved.amount : 0n;
  return {
    hash: t.hash.toLowerCase(),
    amount: (-amount).toString(10),
    status: t.success ? 'success' : 'failed',
    date: Number(t.timestamp / 1000n),
    from: longForm(t.sender),
    to: moved?.to ?? '',
    ...(asset === '' ? { fee: (t.gas_used * t.gas_unit_price).toString(10) } : {}),
  };
}

/**
 * spec §7: the account's last 20 transactions, newest first: what it sent (the node lists the
 * transactions an account sent, by sequence number) and what it received (the DepositEvents of
 * its CoinStore<AptosCoin>, each read with the transaction at its version for the sender and
 * the time). An entry that does not read is counted in `skipped`. With `token`, the same of
 * that token: its transfers the account sent, and a coin's CoinStore<T> deposits or a fungible
 * asset's Deposit events into the account's primary store (found through the indexer).
 */
export async function listHistory(
  ctx: AptosCtx,
  address: string,
  token: AptosToken | null = null,
): Promise<HistoryPage> {
  const me = longForm(address);
  const asset = token ? aptosTokenId(token) : '';
  const [txs, received] = await Promise.all([
    withNode(ctx, (api) => api.accountTransactions(address, HISTORY_LIMIT)),
    token?.standard === 'fa'
      ? faDeposits(ctx, me, longForm(token.metadata))
      : deposits(ctx, address, me, token?.coinType ?? APT_COIN),
  ]);
  const sent = readEachOf(txs, (t) =>
    t.type === 'user_transaction'
      ? historyItem(readAnswer(UserTransactionSchema, t, 'account transaction', 'the Aptos node'), asset)
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

/** A coin (APT or a token) that arrived: each DepositEvent with the sender and time of the transaction at its version. */
async function deposits(ctx: AptosCtx, address: string, me: string, coinType: string): Promise<HistoryPage> {
  const events = await withNode(ctx, (api) => api.coinDeposits(address, coinType, HISTORY_LIMIT));
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

/**
 * A fungible asset that arrived: the indexer names the versions, and each transaction read from
 * the node must itself carry a Deposit into the wallet's primary store of that asset (derived
 * here, not taken from the indexer), whose amounts are what the row shows. Without an indexer
 * there is nothing to list: the node cannot find these deposits.
 */
async function faDeposits(ctx: AptosCtx, me: string, metadata: string): Promise<HistoryPage> {
  const url = ctx.config.indexerUrl;
  if (url === null) return { items: [], skipped: 0 };
  const versions = await faDepositVersions(ctx.http, url, me, metadata, HISTORY_LIMIT);
  const store = primaryStoreOf(me, metadata);
  const txs = await Promise.all(
    versions.map((v) => withNode(ctx, (api) => api.transactionByVersion(v)).catch(() => null)),
  );
  return readEachOf({ items: txs, skipped: 0 }, (raw): HistoryItem | null => {
    if (raw === null) throw new Error('a transaction the indexer named is not on the node');
    const t = readAnswer(UserTransactionSchema, raw, 'transaction', 'the Aptos node');
    const from = longForm(t.sender);
    const amount = faDepositInto(raw, store);
    // the wallet's own transfer to itself is already listed from its side; a version whose
    // transaction deposited nothing into this store is the indexer's mistake, not a row
    if (from === me || amount === 0n) return null;
    return {
      hash: t.hash.toLowerCase(),
      amount: amount.toString(10),
      status: t.success ? 'success' : 'failed',
      date: Number(t.timestamp / 1000n),
      from,
      to: me,
    };
  });
}
