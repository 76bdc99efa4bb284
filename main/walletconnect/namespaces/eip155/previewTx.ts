/**
 * A dapp's eth_sendTransaction previewed on the profile's own node for the chain (issue 32),
 * through the EVM family's index (its preview module loads on first use), the tokens it moves
 * named through the chain's Multicall3 where it has one. No intent to hold it to: the modal
 * shows it beside the decoded call.
 */
import type { TxPreview } from '../../../../shared/preview/txPreview';
import { loadEvmPreview } from '../../../chains/evm';
import { createHttp } from '../../../net/http';
import type { RequestCtx } from '../types';
import type { WcChain } from './chains';

/** main's own client (the user's proxy when set), as evmRpc.ts; each URL once. */
const http = createHttp({ retries: 0 });

export async function previewDappTx(
  chain: WcChain,
  ctx: Pick<RequestCtx, 'fiatPrice'>,
  tx: { from: string; to: string; value: bigint; data: string },
): Promise<TxPreview> {
  try {
    const { previewEvmTx, previewNodeAt } = await loadEvmPreview();
    return await previewEvmTx(previewNodeAt(http, chain.rpcUrls), {
      chainName: chain.chainName,
      native: { symbol: chain.symbol, decimals: chain.decimals },
      tx,
      // the tokens' symbols and decimals in one eth_call, as for the wallet's own sends
      ...(chain.multicall3 ? { multicall3: chain.multicall3 } : {}),
      fiatPrice: ctx.fiatPrice,
    });
  } catch (e) {
    return { status: 'unavailable', reason: `Preview failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}
