/**
 * Spec §4: a Bitcoin-family transaction is SUCCESS once confirmed, else Pending. One look; the
 * app's one confirmation loop (services/transfers/confirmations.ts) asks every 5 s. A
 * transaction that no provider knows yet (just broadcast) counts as pending, not as an error.
 */
import { withProviders } from '../network';
import type { UtxoCtx } from '../types';

export type UtxoTxStatus = 'confirmed' | 'pending';

export async function getTxStatus(ctx: UtxoCtx, txid: string): Promise<UtxoTxStatus> {
  try {
    const tx = await withProviders(ctx, (p) => p.getTx(txid));
    return tx.confirmed ? 'confirmed' : 'pending';
  } catch {
    return 'pending';
  }
}
