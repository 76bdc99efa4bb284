/**
 * DAS `getAssetsByOwner` (the Metaplex Digital Asset Standard API some RPC providers serve:
 * github.com/metaplex-foundation/digital-asset-standard-api), one page of the owner's assets by
 * page number. Only NFTs are kept: fungible tokens and Core assets (which no token program
 * moves) are left out. A node without the method answers a JSON-RPC error the caller falls
 * back on.
 */
import { z } from 'zod';
import type { SolanaNftStandard } from '../../../../shared/chains/solana/nfts';
import type { Query } from './rpc';
import { Key, readAs } from './wire';

/** An NFT as DAS describes it, in this family's words. */
export interface DasNft {
  /** the mint (a compressed NFT: its asset id) */
  id: string;
  standard: SolanaNftStandard;
  name: string;
  symbol: string;
  description?: string;
  image?: string;
  collection?: string;
  attributes: { trait: string; value: string }[];
}

/** the interfaces that are NFTs held in a token account, or compressed */
const NFT_INTERFACES = new Set(['V1_NFT', 'V1_PRINT', 'LEGACY_NFT', 'ProgrammableNFT']);

const Text = z.string().max(2000);
const Asset = z.looseObject({
  interface: z.string(),
  id: Key,
  burnt: z.boolean().optional(),
  content: z
    .looseObject({
      metadata: z
        .looseObject({
          name: Text.optional(),
          symbol: Text.optional(),
          description: Text.optional(),
          attributes: z
            .array(z.looseObject({ trait_type: z.unknown(), value: z.unknown() }))
            .optional()
            .catch(undefined),
        })
        .optional(),
      links: z.looseObject({ image: Text.optional() }).optional(),
    })
    .optional(),
  grouping: z.array(z.looseObject({ group_key: z.string(), group_value: z.string() })).optional(),
  compression: z.looseObject({ compressed: z.boolean() }).optional(),
});
const Page = z.looseObject({ items: z.array(z.unknown()) });

const plain = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

function nftOf(raw: unknown): DasNft | null | 'skipped' {
  const parsed = Asset.safeParse(raw);
  if (!parsed.success) return 'skipped';
  const a = parsed.data;
  const compressed = a.compression?.compressed === true;
  if (a.burnt || (!compressed && !NFT_INTERFACES.has(a.interface))) return null;
  const m = a.content?.metadata;
  const collection = a.grouping?.find((g) => g.group_key === 'collection')?.group_value;
  const image = a.content?.links?.image;
  return {
    id: a.id,
    standard: compressed ? 'compressedNft' : a.interface === 'ProgrammableNFT' ? 'programmableNft' : 'splNft',
    name: m?.name ?? '',
    symbol: m?.symbol ?? '',
    ...(m?.description ? { description: m.description } : {}),
    ...(image ? { image } : {}),
    ...(collection ? { collection } : {}),
    attributes: (m?.attributes ?? []).map((t) => ({ trait: plain(t.trait_type), value: plain(t.value) })),
  };
}

/** getAssetsByOwner, page `page` (from 1) of `limit`: the NFTs, how many items did not read, and whether it was full. */
export const dasAssetsQuery = (
  owner: string,
  page: number,
  limit: number,
): Query<{ nfts: DasNft[]; skipped: number; full: boolean }> => ({
  method: 'getAssetsByOwner',
  params: { ownerAddress: owner, page, limit },
  read: (r) => {
    const items = readAs(Page, r, 'getAssetsByOwner').items;
    const read = items.map(nftOf);
    return {
      nfts: read.filter((n): n is DasNft => n !== null && n !== 'skipped'),
      skipped: read.filter((n) => n === 'skipped').length,
      full: items.length >= limit,
    };
  },
});
