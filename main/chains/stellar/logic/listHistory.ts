import type { HistoryItem } from '../../types';
import type { StellarCtx } from '../ctx';
import { horizonOf, type HorizonOp } from '../network';
import { assetKey, type StellarAsset } from './asset';

const assetOfOp = (o: HorizonOp) =>
  o.asset_type === 'native' || !o.asset_code || !o.asset_issuer
    ? 'native'
    : assetKey({ code: o.asset_code, issuer: o.asset_issuer });

/**
 * The coin's last 20 operations (spec §7: transactions and operations, limit 20, desc, failed
 * included): XLM payments and account creations for XLM, payments and trustline changes of the
 * asset for a token. Status is SUCCESS or FAIL (spec §4) from the transaction; the fee the
 * transaction charged shows on the first row of each transaction the wallet submitted.
 */
export async function listHistory(
  ctx: StellarCtx,
  p: { address: string; asset?: StellarAsset },
): Promise<HistoryItem[]> {
  const api = horizonOf(ctx);
  const [ops, txs] = await Promise.all([api.operations(p.address), api.transactions(p.address)]);
  const successful = new Map(txs.map((t) => [t.hash, t.successful]));
  /** fee_charged (stroops) of the transactions the wallet's account submitted */
  const paid = new Map(txs.filter((t) => t.source_account === p.address).map((t) => [t.hash, t.fee_charged]));
  const want = p.asset ? assetKey(p.asset) : 'native';
  const items: HistoryItem[] = [];
  for (const o of ops) {
    let from: string;
    let to: string;
    let amount: bigint;
    if (o.type === 'payment' && assetOfOp(o) === want && o.from && o.to && o.amount !== undefined) {
      [from, to, amount] = [o.from, o.to, o.amount];
    } else if (
      o.type === 'create_account' &&
      want === 'native' &&
      o.funder &&
      o.account &&
      o.starting_balance !== undefined
    ) {
      [from, to, amount] = [o.funder, o.account, o.starting_balance];
    } else if (o.type === 'change_trust' && assetOfOp(o) === want && want !== 'native') {
      [from, to, amount] = [p.address, p.address, 0n];
    } else continue;
    const ok = o.transaction_successful ?? successful.get(o.transaction_hash) ?? true;
    const signed = from === to ? 0n : from === p.address ? -amount : amount;
    const fee = paid.get(o.transaction_hash);
    paid.delete(o.transaction_hash);
    items.push({
      hash: o.transaction_hash,
      amount: signed.toString(10),
      status: ok ? 'success' : 'failed',
      date: Date.parse(o.created_at),
      from,
      to,
      ...(p.asset ? { contractAddress: want } : {}),
      ...(fee !== undefined ? { fee: BigInt(fee).toString(10) } : {}),
    });
  }
  return items;
}
