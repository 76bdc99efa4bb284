import { readEachAsync } from '../../../net/readEach';
import type { HistoryItem, HistoryPage } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf, type BlockfrostTxIo } from '../network';

const lovelaceAt = (rows: BlockfrostTxIo[], address: string) =>
  rows.filter((r) => r.address === address).reduce((s, r) => s + r.lovelace, 0n);
const total = (rows: BlockfrostTxIo[]) => rows.reduce((s, r) => s + r.lovelace, 0n);

/**
 * spec §7: the address's first 20 transactions, newest first, each read from its inputs and
 * outputs: the amount is what the address received less what it spent (a send shows the
 * amount and the fee it paid as one negative number, with the fee apart), the counterparty the
 * first address on the other side. spec §4: Cardano transactions are always SUCCESS. A
 * transaction whose inputs and outputs cannot be read is counted in `skipped`.
 */
export async function listHistory(ctx: CardanoCtx, address: string): Promise<HistoryPage> {
  const bf = blockfrostOf(ctx);
  const txs = (await bf.transactions(address, HISTORY_LIMIT)).slice(0, HISTORY_LIMIT);
  return readEachAsync(txs, async (t): Promise<HistoryItem> => {
    const { inputs, outputs } = await bf.txUtxos(t.hash);
    const spent = lovelaceAt(inputs, address);
    const delta = lovelaceAt(outputs, address) - spent;
    const outgoing = spent > 0n;
    const other = (rows: BlockfrostTxIo[]) => rows.find((r) => r.address !== address)?.address ?? address;
    return {
      hash: t.hash,
      amount: delta.toString(10),
      status: 'success',
      date: t.timeMs,
      from: outgoing ? address : other(inputs),
      to: outgoing ? other(outputs) : address,
      // what went in and did not come out (no withdrawals or deposits in a wallet's sends)
      ...(outgoing ? { fee: (total(inputs) - total(outputs)).toString(10) } : {}),
    };
  });
}
