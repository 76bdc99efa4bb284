import { hex } from '@scure/base';
import { Cell, loadMessage } from '@ton/core';
import { AppError } from '../../../../shared/errors';
import type { TonCtx } from '../ctx';
import { apiOf } from '../network';
import type { TonPendingPayload } from '../pendingEntry';
import { tonWalletOf } from './walletContracts';

/**
 * Sends the signed external message (sendBoc) and says what to follow it by: its cell hash (the
 * id the wallet keeps), the wallet, the seqno it uses and its valid_until, read from the signed
 * bytes themselves. The version is the one whose address the message goes to.
 */
export async function broadcast(
  ctx: TonCtx,
  coin: { publicKey?: string },
  signed: string,
): Promise<{ hash: string; payload: TonPendingPayload }> {
  let cell: Cell;
  let m: ReturnType<typeof loadMessage>;
  try {
    cell = Cell.fromBase64(signed);
    m = loadMessage(cell.beginParse());
  } catch {
    throw new AppError('BAD_INPUT', 'Not a signed TON message');
  }
  if (m.info.type !== 'external-in') throw new AppError('BAD_INPUT', 'Not a signed TON message');
  const w5 = coin.publicKey ? tonWalletOf('v5r1', coin.publicKey, ctx.config.network) : null;
  const s = m.body.beginParse();
  // v4r2: signature(512) wallet_id valid_until seqno; W5: op wallet_id valid_until seqno … signature
  s.skip(w5?.address.equals(m.info.dest) ? 32 : 512);
  s.skip(32);
  const validUntil = s.loadUint(32);
  const seqno = s.loadUint(32);
  await apiOf(ctx).sendBoc(signed);
  return { hash: hex.encode(cell.hash()), payload: { wallet: m.info.dest.toRawString(), seqno, validUntil } };
}
