/**
 * Spec §4: a Bitcoin-family transaction is SUCCESS once confirmed, else Pending; the wait
 * polls every 5 s, 15 tries, and resolves 'pending' when they run out. A transaction that
 * no provider knows yet (just broadcast) counts as pending, not as an error.
 */
import { CONFIRM_INTERVAL_MS, CONFIRM_TRIES } from '../constants';
import { UTXO_ERRORS } from '../errors';
import { withProviders } from '../network';
import type { UtxoCtx } from '../types';

export type UtxoTxStatus = 'SUCCESS' | 'Pending';

export async function getTxStatus(ctx: UtxoCtx, txid: string): Promise<UtxoTxStatus> {
  try {
    const tx = await withProviders(ctx, (p) => p.getTx(txid));
    return tx.confirmed ? 'SUCCESS' : 'Pending';
  } catch {
    return 'Pending';
  }
}

const defaultSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function waitForConfirmation(ctx: UtxoCtx, txid: string): Promise<'confirmed' | 'pending'> {
  if (!txid) throw new Error(UTXO_ERRORS.noTxId);
  const sleep = ctx.sleep ?? defaultSleep;
  const tries = ctx.config.confirmTries ?? CONFIRM_TRIES;
  const interval = ctx.config.confirmIntervalMs ?? CONFIRM_INTERVAL_MS;
  for (let i = 0; i < tries; i++) {
    if ((await getTxStatus(ctx, txid)) === 'SUCCESS') return 'confirmed';
    if (i < tries - 1) await sleep(interval);
  }
  return 'pending';
}
