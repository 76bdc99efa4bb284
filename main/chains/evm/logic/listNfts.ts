import type { NftPage } from '../../family';
import { withFallback } from '../../withFallback';
import type { EvmCtx } from '../ctx';
import { nftListsOf } from '../network';

/**
 * A page of the NFTs `address` holds on `chain`, from the chain's NFT list providers in
 * fallback order; null where the chain has none (spec §7: 'chain not supported').
 */
export async function listNfts(
  ctx: EvmCtx,
  p: { chain: string; address: string; cursor: string | null },
): Promise<NftPage | null> {
  const lists = nftListsOf(ctx, p.chain);
  if (lists.length === 0) return null;
  return withFallback(lists.map((l) => ({ name: l.name, run: () => l.list(p.address, p.cursor) })));
}
