import { readEachAsync } from '../../../net/readEach';
import type { HistoryItem, HistoryPage } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf, type BlockfrostTxIo } from '../network';

/** lovelace of a row, or its quantity of the native asset `unit` */
const amountOf = (r: BlockfrostTxIo, unit: string | null) =>
  unit === null ? r.lovelace : r.tokens.filter((t) => t.unit === unit).reduce((s, t) => s + t.quantity, 0n);
const at = (rows: BlockfrostTxIo[], address: string, unit: string | null) =>
  rows.filter((r) => r.address === address).reduce((s, r) => s + amountOf(r, unit), 0n);
const total = (rows: BlockfrostTxIo[]) => rows.reduce((s, r) => s + r.lovelace, 0n);

/**
 * spec §7: the address's first 20 transactions, newest first, each read from its inputs and
 * outputs: the amount is what the address received less what it spent (a send shows the
 * amount and the fee it paid as one negative number, with the fee apart), the counterparty the
 * first address on the other side. spec §4: Cardano transactions are always SUCCESS. A
 * transaction whose inputs and outputs cannot be read is counted in `skipped`.
 *
 * With `unit` (a native asset, issue 37), the same in that asset: only the transactions that
 * moved it to or from the address, without the fee (it is paid in ADA), the counterparty the
 * first other address the asset came from or went to.
 */
export async function listHistory(
  ctx: CardanoCtx,
  address: string,
  unit: string | null = null,
): Promise<HistoryPage> {
  const bf = blockfrostOf(ctx);
  const txs = (await bf.transactions(address, HISTORY_LIMIT)).slice(0, HISTORY_LIMIT);
  return readEachAsync(txs, async (t): Promise<HistoryItem | null> => {
    const { inputs, outputs } = await bf.txUtxos(t.hash);
    const spent = at(inputs, address, unit);
    const delta = at(outputs, address, unit) - spent;
    if (unit !== null && delta === 0n) return null;
    const outgoing = unit === null ? spent > 0n : delta < 0n;
    const other = (rows: BlockfrostTxIo[]) =>
      rows.find((r) => r.address !== address && amountOf(r, unit) > 0n)?.address ??
      rows.find((r) => r.address !== address)?.address ??
      address;
    return {
      hash: t.hash,
      amount: delta.toString(10),
      status: 'success',
      date: t.timeMs,
      from: outgoing ? address : other(inputs),
      to: outgoing ? other(outputs) : address,
      // what went in and did not come out (no withdrawals or deposits in a wallet's sends)
      ...(outgoing && unit === null ? { fee: (total(inputs) - total(outputs)).toString(10) } : {}),
    };
  });
}
