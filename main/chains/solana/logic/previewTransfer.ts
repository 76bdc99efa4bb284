/**
 * The preview of the wallet's own send (issue 32): the very message prepare hands the signer,
 * as a wire transaction with blank signatures, simulated on the profile's node and held to
 * what the user asked (`intent`). Prices in the user's currency for the wallet's SOL and its
 * coin's token, asked beside nothing else: the simulation is one round trip.
 */
import { fiatValue } from '../../../../shared/fiat';
import type { PreviewMove, TxPreview } from '../../../../shared/preview/txPreview';
import type { PreviewOptions } from '../../family';
import type { SolanaCtx } from '../ctx';
import type { SolanaPreviewIntent } from '../preview/checkIntent';
import { previewSolanaTx } from '../preview/previewSolanaTx';
import type { BatchReply, SolanaPreviewNode } from '../preview/types';
import { blankSignedWire } from './message';
import { rpcOf } from './rpcOf';

export interface PreviewTransferParams {
  /** the unsigned message (base64) exactly as prepare gives it to the signer */
  unsigned: string;
  wallet: string;
  fee: bigint;
  intent: SolanaPreviewIntent;
  fiatPrice?: PreviewOptions['fiatPrice'];
}

/** The profile's endpoints as the preview's batch client, each node reply kept as it came. */
function nodeOf(ctx: SolanaCtx): SolanaPreviewNode {
  return {
    async batch(calls) {
      const replies = await rpcOf(ctx).replies(calls);
      return replies.map((r): BatchReply => ({
        ...('result' in r ? { result: r.result } : {}),
        ...(r.error
          ? {
              error: {
                code: typeof r.error.code === 'number' ? r.error.code : -32000,
                message: String(r.error.message ?? 'RPC error'),
              },
            }
          : {}),
      }));
    },
  };
}

export async function previewTransfer(ctx: SolanaCtx, p: PreviewTransferParams): Promise<TxPreview> {
  const transaction = blankSignedWire(new Uint8Array(Buffer.from(p.unsigned, 'base64')));
  const preview = await previewSolanaTx(nodeOf(ctx), {
    transaction,
    wallet: p.wallet,
    fee: p.fee,
    intent: p.intent,
  });
  const ask = p.fiatPrice;
  if (preview.status !== 'ok' || !ask) return preview;
  const symbols = new Set(
    [...preview.send, ...preview.receive].filter((m) => m.symbol && !m.raw).map((m) => m.symbol!),
  );
  const prices = new Map<string, { price: string; currency: string } | null>();
  await Promise.all([...symbols].map(async (s) => prices.set(s, await ask(s).catch(() => null))));
  const priced = (m: PreviewMove): PreviewMove => {
    const price = m.symbol ? prices.get(m.symbol) : null;
    return price && !m.raw ? { ...m, fiat: `${fiatValue(m.amount, price.price)} ${price.currency}` } : m;
  };
  return { ...preview, send: preview.send.map(priced), receive: preview.receive.map(priced) };
}
