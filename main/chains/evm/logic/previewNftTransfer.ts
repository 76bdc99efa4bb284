/**
 * The preview of the wallet's own NFT send (issue 32): the same safeTransferFrom the send will
 * make, simulated on the chain's nodes and held to what the user asked (exactly `amount` of
 * that token id of that collection to `to`, nothing else of the wallet moving, no permission).
 */
import { getAddress } from 'ethers';
import type { TxPreview } from '../../../../shared/preview/txPreview';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { nodeOf } from '../network';
import { previewEvmTx, type PreviewParams } from '../preview';
import { nftTransferCall, type NftTransferParams } from './nftTransfer';

export interface PreviewNftTransferParams extends NftTransferParams {
  chain: string;
  fiatPrice?: PreviewParams['fiatPrice'];
}

export async function previewNftTransfer(ctx: EvmCtx, p: PreviewNftTransferParams): Promise<TxPreview> {
  const cfg = chainConfig(ctx.config, p.chain);
  const call = nftTransferCall(p);
  return previewEvmTx(nodeOf(ctx, cfg), {
    chainName: p.chain,
    native: { symbol: cfg.symbol, decimals: cfg.decimals },
    ...(cfg.multicall3 ? { multicall3: cfg.multicall3 } : {}),
    tx: { from: getAddress(p.from), ...call },
    intent: { asset: call.to, amount: p.amount, to: getAddress(p.to), tokenId: p.tokenId },
    ...(p.fiatPrice ? { fiatPrice: p.fiatPrice } : {}),
  });
}
