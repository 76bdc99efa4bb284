/**
 * GET /thorchain/tx/status/{hash}: where a swap whose deposit is `hash` has got to, in
 * THORNode's stages (thornode's OpenAPI `TxStatusResponse`): not yet seen (only
 * `inbound_observed.completed: false`), observed by the validators, and done once an
 * outbound is signed, its transaction in `out_txs`. Only the fields read are required.
 */
import { z } from 'zod';
import { thornodeTxId } from './assets';
import { thornodeGet } from './thornodeGet';
import type { ThorchainCtx } from './types';

const Units = z.string().regex(/^(0|[1-9]\d{0,38})$/);
const Stage = z.object({ completed: z.boolean().optional() }).optional();
const Coin = z.object({ asset: z.string().max(100), amount: Units });

export const TxStatusWire = z.object({
  out_txs: z
    .array(
      z.object({
        id: z.string().max(128),
        chain: z.string().max(16),
        to_address: z.string().max(128),
        coins: z.array(Coin).max(4),
        memo: z.string().max(250).optional(),
      }),
    )
    .max(8)
    .optional(),
  stages: z.object({
    inbound_observed: z.object({ completed: z.boolean() }),
    inbound_finalised: Stage,
    swap_finalised: Stage,
    outbound_signed: Stage,
  }),
});

export interface ThorchainTxStatus {
  stage: 'pending' | 'observed' | 'completed' | 'refunded';
  out?: { id: string; chain: string; asset: string; amount: bigint; to: string };
}

export async function getTxStatus(ctx: ThorchainCtx, hash: string): Promise<ThorchainTxStatus> {
  const id = thornodeTxId(hash);
  if (!/^[0-9A-F]{64}$/.test(id)) throw new Error('not a transaction id');
  const s = await thornodeGet(ctx, `/thorchain/tx/status/${id}`, {}, TxStatusWire);
  const out = s.out_txs?.[0];
  const coin = out?.coins[0];
  if (out && coin && s.stages.outbound_signed?.completed !== false) {
    const refunded = out.memo?.toUpperCase().startsWith('REFUND') ?? false;
    return {
      stage: refunded ? 'refunded' : 'completed',
      out: {
        id: out.id,
        chain: out.chain,
        asset: coin.asset,
        amount: BigInt(coin.amount),
        to: out.to_address,
      },
    };
  }
  return { stage: s.stages.inbound_observed.completed ? 'observed' : 'pending' };
}
