import type { NftItem, NftPage } from '../../family';
import type { SolanaCtx } from '../ctx';
import { AppError } from '../../../../shared/errors';
import {
  dasAssetsQuery,
  mapQuery,
  metadataAccountsQuery,
  tokenAccountsQuery,
  type DasNft,
  type MetaplexMetadata,
} from '../network';
import type { TokenHolding } from '../types';
import { rpcOf } from './rpcOf';

/** spec app.md: NFTs come 20 a page */
export const NFT_PAGE = 20;
const UNNAMED = 'Unnamed NFT';

/**
 * A page of the NFTs `owner` holds. DAS `getAssetsByOwner` where the node serves it (one call a
 * page; compressed NFTs only show there); else the plain RPC: the owner's Token-program accounts
 * holding exactly 1 of a 0-decimal mint, then the Metaplex metadata accounts of the page's mints
 * (one getMultipleAccounts): one round trip a page on a DAS node, two on a plain one. The
 * cursor says which of the two made the page (`das.<page>`, `rpc.<offset>`), so a next page asks
 * the same source.
 */
export async function listNfts(
  ctx: SolanaCtx,
  p: { owner: string; cursor: string | null },
): Promise<NftPage> {
  const at = /^(das|rpc)\.(\d{1,9})$/.exec(p.cursor ?? '');
  if (at?.[1] === 'rpc') return listByRpc(ctx, p.owner, Number(at[2]), null);
  if (at) return listByDas(ctx, p.owner, Number(at[2]));
  // The first page asks both in one request: a DAS node's answer is used (its token read
  // wasted, no round trip lost); a plain node refuses DAS, and its token accounts are already here.
  const first = await rpcOf(ctx).each<{ das: DasRead } | { held: TokenHolding[] }>([
    mapQuery(dasAssetsQuery(p.owner, 1, NFT_PAGE), (das) => ({ das })),
    mapQuery(tokenAccountsQuery(p.owner, 'token'), (held) => ({ held })),
  ]);
  const das = first.items.find((i) => 'das' in i);
  if (das && 'das' in das) return pageOfDas(das.das, 1);
  const held = first.items.find((i) => 'held' in i);
  if (held && 'held' in held) return listByRpc(ctx, p.owner, 0, held.held);
  throw new AppError(
    'NETWORK',
    'The Solana node answered neither getAssetsByOwner nor getTokenAccountsByOwner',
  );
}

type DasRead = ReturnType<ReturnType<typeof dasAssetsQuery>['read']>;

async function listByDas(ctx: SolanaCtx, owner: string, page: number): Promise<NftPage> {
  return pageOfDas(await rpcOf(ctx).call(dasAssetsQuery(owner, page, NFT_PAGE)), page);
}

const pageOfDas = (r: DasRead, page: number): NftPage => ({
  items: r.nfts.map(itemOfDas),
  cursor: r.full ? `das.${page + 1}` : null,
  skipped: r.skipped,
});

/** `held`: the owner's token accounts when the first request already read them. */
async function listByRpc(
  ctx: SolanaCtx,
  owner: string,
  offset: number,
  held: TokenHolding[] | null,
): Promise<NftPage> {
  const rpc = rpcOf(ctx);
  const nfts = (held ?? (await rpc.call(tokenAccountsQuery(owner, 'token'))))
    .filter((t) => t.decimals === 0 && t.amount === 1n)
    .map((t) => t.mint)
    .sort();
  const all = [...new Set(nfts)];
  const mints = all.slice(offset, offset + NFT_PAGE);
  const metadata = mints.length ? await rpc.call(metadataAccountsQuery(mints)) : [];
  const next = offset + NFT_PAGE;
  return {
    items: mints.map((mint, i) => itemOfMetadata(mint, metadata[i] ?? null)),
    cursor: next < all.length ? `rpc.${next}` : null,
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
