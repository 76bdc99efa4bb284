import type { NftItem, NftPage } from '../../family';
import { withFallback } from '../../withFallback';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { NFT_URIS, nftListsOf, nodeOf, readMany, type ProviderNft, type ReadCall } from '../network';
import { nftSenders } from './nftSenders';

/** Longest token URI kept: a data: URI of a whole image is not a metadata address main fetches. */
const MAX_URI = 4096;

/**
 * A page of the NFTs `address` holds on `chain`, from the chain's NFT list providers in
 * fallback order; null where the chain has none (spec §7: 'chain not supported'). Items the
 * provider gave no metadata for get their contract's token URI, all of the page's read in one
 * batched on-chain read (readMany: one Multicall3 eth_call); beside it, who sent each item
 * (nftSenders.ts: the deliveries' logs, then their transactions), for the airdrop spam rule.
 */
export async function listNfts(
  ctx: EvmCtx,
  p: { chain: string; address: string; cursor: string | null },
): Promise<NftPage | null> {
  const lists = nftListsOf(ctx, p.chain);
  if (lists.length === 0) return null;
  const page = await withFallback(
    lists.map((l) => ({ name: l.name, run: () => l.list(p.address, p.cursor) })),
  );
  const unread = page.items.filter((i) => i.unread === true);
  // both on the node at once: the token URIs in one eth_call, the deliveries' logs in one batch
  const [uris, senders] = await Promise.all([
    unread.length ? readTokenUris(ctx, p.chain, unread) : [],
    nftSenders(ctx, p.chain, p.address, page.items),
  ]);
  const found = new Map<ProviderNft, string | null>(unread.map((item, i) => [item, uris[i] ?? null]));
  return {
    ...page,
    items: page.items.map((provided, i): NftItem => {
      const { unread: _, ...item } = provided;
      const uri = found.get(provided) ?? null;
      const sentBy = senders[i] ?? null;
      return {
        ...item,
        ...(uri !== null ? { metadataUri: uri } : {}),
        ...(sentBy !== null ? { sentBy } : {}),
      };
    }),
  };
}

/**
 * The metadata URI of each item from its contract: ERC-721 `tokenURI(id)`, ERC-1155 `uri(id)`
 * with `{id}` replaced by the id as 64 lowercase hex digits (EIP-1155). A call that reverts,
 * returns no string or an over-long one gives null: the item keeps its placeholder. A node that
 * fails altogether leaves every item so, not the page.
 */
export async function readTokenUris(
  ctx: EvmCtx,
  chain: string,
  items: readonly Pick<NftItem, 'contractAddress' | 'standard' | 'tokenId'>[],
): Promise<(string | null)[]> {
  const cfg = chainConfig(ctx.config, chain);
  const calls: ReadCall[] = items.map((i) => ({
    kind: 'call',
    target: i.contractAddress,
    data: NFT_URIS.encodeFunctionData(fnOf(i.standard), [i.tokenId]),
  }));
  let results: (string | null)[];
  try {
    results = await readMany(nodeOf(ctx, cfg), cfg.multicall3, calls);
  } catch {
    return items.map(() => null);
  }
  return items.map((item, i) => {
    const data = results[i];
    if (!data) return null;
    let uri: string;
    try {
      uri = String(NFT_URIS.decodeFunctionResult(fnOf(item.standard), data)[0]).trim();
    } catch {
      return null;
    }
    if (uri === '' || uri.length > MAX_URI) return null;
    return item.standard === 'erc1155'
      ? uri.replaceAll('{id}', item.tokenId.toString(16).padStart(64, '0'))
      : uri;
  });
}

const fnOf = (standard: NftItem['standard']) => (standard === 'erc1155' ? 'uri' : 'tokenURI');
