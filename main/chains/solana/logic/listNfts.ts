import type { NftItem, NftPage } from '../../family';
import type { SolanaCtx } from '../ctx';
import {
  dasAssetsQuery,
  metadataAccountsQuery,
  SolanaRpcError,
  tokenAccountsQuery,
  type DasNft,
  type MetaplexMetadata,
} from '../network';
import { rpcOf } from './rpcOf';

/** spec app.md: NFTs come 20 a page */
export const NFT_PAGE = 20;
const UNNAMED = 'Unnamed NFT';

/**
 * A page of the NFTs `owner` holds. DAS `getAssetsByOwner` where the node serves it (one call a
 * page; compressed NFTs only show there); else the plain RPC: the owner's Token-program accounts
 * holding exactly 1 of a 0-decimal mint (one call), then the Metaplex metadata accounts of the
 * page's mints (one getMultipleAccounts). The cursor says which of the two made the page
 * (`das.<page>`, `rpc.<offset>`), so a next page asks the same source.
 */
export async function listNfts(
  ctx: SolanaCtx,
  p: { owner: string; cursor: string | null },
): Promise<NftPage> {
  const at = /^(das|rpc)\.(\d{1,9})$/.exec(p.cursor ?? '');
  if (at?.[1] === 'rpc') return listByRpc(ctx, p.owner, Number(at[2]));
  try {
    return await listByDas(ctx, p.owner, at ? Number(at[2]) : 1);
  } catch (e) {
    // the node answered that it has no DAS (method not found): it is an ordinary RPC node
    if (e instanceof SolanaRpcError && !at) return listByRpc(ctx, p.owner, 0);
    throw e;
  }
}

async function listByDas(ctx: SolanaCtx, owner: string, page: number): Promise<NftPage> {
  const r = await rpcOf(ctx).call(dasAssetsQuery(owner, page, NFT_PAGE));
  return { items: r.nfts.map(itemOfDas), cursor: r.full ? `das.${page + 1}` : null, skipped: r.skipped };
}

async function listByRpc(ctx: SolanaCtx, owner: string, offset: number): Promise<NftPage> {
  const rpc = rpcOf(ctx);
  const held = (await rpc.call(tokenAccountsQuery(owner, 'token')))
    .filter((t) => t.decimals === 0 && t.amount === 1n)
    .map((t) => t.mint)
    .sort();
  const mints = [...new Set(held)].slice(offset, offset + NFT_PAGE);
  const metadata = mints.length ? await rpc.call(metadataAccountsQuery(mints)) : [];
  const next = offset + NFT_PAGE;
  return {
    items: mints.map((mint, i) => itemOfMetadata(mint, metadata[i] ?? null)),
    cursor: next < held.length ? `rpc.${next}` : null,
    skipped: 0,
  };
}

function itemOfDas(n: DasNft): NftItem {
  return {
    contractAddress: n.id,
    standard: n.standard,
    // a Solana NFT is its mint: there is no token id within it
    tokenId: 0n,
    amount: 1n,
    name: n.name || UNNAMED,
    collection: n.collection ?? n.symbol,
    ...(n.description ? { description: n.description } : {}),
    ...(n.image ? { image: n.image } : {}),
    attributes: n.attributes,
  };
}

/** The on-chain metadata names the NFT; its image is in the off-chain JSON at `uri`, not read here. */
function itemOfMetadata(mint: string, m: MetaplexMetadata | null): NftItem {
  const programmable = m?.tokenStandard?.startsWith('Programmable') ?? false;
  return {
    contractAddress: mint,
    standard: programmable ? 'programmableNft' : 'splNft',
    tokenId: 0n,
    amount: 1n,
    name: m?.name || UNNAMED,
    // the collection is another mint (a long key): the grid names it by the symbol, the detail shows the key
    collection: m?.symbol ?? '',
    attributes: [
      ...(m?.symbol ? [{ trait: 'Symbol', value: m.symbol }] : []),
      ...(m?.collection
        ? [
            {
              trait: m.collection.verified ? 'Collection (verified)' : 'Collection (unverified)',
              value: m.collection.key,
            },
          ]
        : []),
    ],
  };
}
