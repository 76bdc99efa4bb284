/**
 * A private-key (WIF) wallet has one address and no account key to discover from: its
 * balance, coins and history are that address's alone.
 */
import { AppError } from '../../../../shared/errors';
import type { CoinSnapshot } from '../../family';
import { toHistoryItem } from './listHistory';
import { withProviders } from '../network';
import { addressToScript } from '../params';
import { HISTORY_LIMIT } from '../constants';
import type { UtxoCtx } from '../types';

export async function singleAddressSnapshot(ctx: UtxoCtx, address: string): Promise<CoinSnapshot> {
  try {
    addressToScript(ctx.chain, ctx.network, address);
  } catch {
    throw new AppError('RULE', `This key's address is not on the ${ctx.network} network`);
  }
  const [utxos, txs] = await Promise.all([
    withProviders(ctx, (p) => p.getUtxos(address)),
    withProviders(ctx, (p) => p.getHistory(address)),
  ]);
  const own = new Set([address]);
  const now = ctx.now();
  return {
    balance: utxos.reduce((s, u) => s + u.value, 0n),
    history: txs
      .map((tx) => toHistoryItem(tx, own, now))
      .sort((a, b) => b.date - a.date)
      .slice(0, HISTORY_LIMIT),
    receiveAddress: address,
    utxos: utxos.map((u) => ({
      id: `${u.txid}:${u.vout}`,
      value: u.value,
      address: u.address,
      confirmed: u.confirmed,
    })),
  };
}
