/**
 * The preview of the wallet's own transfer (issue 32): the same call the transfer will make,
 * simulated on the chain's nodes and held to what the user asked (exactly `amount` of the
 * coin or token to `to`, nothing else).
 */
import { getAddress } from 'ethers';
import type { TxPreview } from '../../../../shared/preview/txPreview';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { nodeOf } from '../network';
import { previewEvmTx, type PreviewParams } from '../preview';
import { transferCall } from './txRequest';

export interface PreviewTransferParams {
  chain: string;
  from: string;
  to: string;
  amount: bigint;
  contractAddress?: string;
  fiatPrice?: PreviewParams['fiatPrice'];
}

export async function previewTransfer(ctx: EvmCtx, p: PreviewTransferParams): Promise<TxPreview> {
  const cfg = chainConfig(ctx.config, p.chain);
  const call = transferCall({
    to: p.to,
    amount: p.amount,
    ...(p.contractAddress ? { contractAddress: p.contractAddress } : {}),
  });
  return previewEvmTx(nodeOf(ctx, cfg), {
    chainName: p.chain,
    native: { symbol: cfg.symbol, decimals: cfg.decimals },
    ...(cfg.multicall3 ? { multicall3: cfg.multicall3 } : {}),
    tx: { from: getAddress(p.from), ...call },
    intent: {
      asset: p.contractAddress ? getAddress(p.contractAddress) : 'native',
      amount: p.amount,
      to: getAddress(p.to),
    },
    ...(p.fiatPrice ? { fiatPrice: p.fiatPrice } : {}),
  });
}
