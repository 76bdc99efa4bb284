import { Address } from '@ton/core';
import type { ConfirmationStatus } from '../../family';
import type { TonCtx } from '../ctx';
import { HISTORY_LIMIT } from '../constants';
import { apiOf } from '../network';
import type { TonPendingPayload } from '../pendingEntry';

/**
 * One look at a sent request, by the wallet's seqno and the outgoing message: while the seqno
 * has not passed the request's it is pending, or failed once valid_until is over (it can never
 * land); once passed, the wallet transaction whose inbound message is ours confirms it when it
 * sent its message, fails it when it sent none, and is replaced when another request used the
 * seqno.
 */
export async function txStatus(
  ctx: TonCtx,
  hash: string,
  p: TonPendingPayload | null,
): Promise<ConfirmationStatus> {
  if (!p) return 'pending';
  const api = apiOf(ctx);
  const wallet = Address.parseRaw(p.wallet).toString();
  const info = await api.walletInformation(wallet);
  const seqno = info.account_state === 'active' ? (info.seqno ?? 0) : 0;
  if (seqno <= p.seqno) return Math.floor(ctx.now() / 1000) > p.validUntil ? 'failed' : 'pending';
  const b64 = Buffer.from(hash, 'hex').toString('base64');
  const tx = (await api.transactions(wallet, HISTORY_LIMIT)).items.find((t) => t.in_msg?.hash === b64);
  if (!tx) return 'replaced';
  return tx.out_msgs.length > 0 ? 'confirmed' : 'failed';
}
