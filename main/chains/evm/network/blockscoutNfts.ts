/**
 * Blockscout REST v2's NFT list, the keyless default (issue 28): `GET
 * /api/v2/addresses/{address}/nft?type=ERC-721,ERC-1155`, replying `{ items, next_page_params }`;
 * the next page is asked for with `next_page_params` as query parameters, which is the cursor
 * here (its query string). Each item is read on its own: a malformed one is skipped and counted,
 * the rest of the page still shows.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readNftMetadata } from '../../../../shared/nfts/metadata';
import type { ProviderNft, ProviderNftPage } from './types';

const Uint = z.string().regex(/^\d{1,78}$/);
const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const WireItem = z.object({
  id: Uint,
  /** units held: 1 for ERC-721 */
  value: Uint.nullable().optional(),
  token_type: z.enum(['ERC-721', 'ERC-1155']),
  image_url: z.string().max(4096).nullable().optional(),
  metadata: z.unknown().optional(),
  token: z.object({
    address_hash: Address.optional(),
    address: Address.optional(),
    name: z.string().max(500).nullable().optional(),
    symbol: z.string().max(100).nullable().optional(),
  }),
});

const WirePage = z.object({
  items: z.array(z.unknown()),
  next_page_params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
});

function itemOf(raw: unknown): ProviderNft | null {
  const w = WireItem.safeParse(raw);
  if (!w.success) return null;
  const contract = w.data.token.address_hash ?? w.data.token.address;
  if (!contract) return null;
  const meta = readNftMetadata(w.data.metadata);
  const collection = w.data.token.name ?? w.data.token.symbol ?? 'Unnamed collection';
  const image = w.data.image_url ?? meta.image;
  return {
    contractAddress: contract,
    standard: w.data.token_type === 'ERC-721' ? 'erc721' : 'erc1155',
    tokenId: BigInt(w.data.id),
    amount: BigInt(w.data.value ?? '1'),
    name: meta.name ?? `${collection} #${w.data.id}`,
    collection,
    ...(meta.description !== undefined ? { description: meta.description } : {}),
    ...(image ? { image } : {}),
    attributes: meta.attributes,
    // not indexed yet: no metadata and no image, so the family reads the token URI on chain
    ...((w.data.metadata ?? null) === null && !image ? { unread: true as const } : {}),
  };
}

export function blockscoutNftProvider(http: Http, baseUrl: string) {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: new URL(baseUrl).host,
    async list(address: string, cursor: string | null): Promise<ProviderNftPage> {
      const q = new URLSearchParams(cursor ?? '');
      q.set('type', 'ERC-721,ERC-1155');
      const raw = await http.json<unknown>(
        `${base}/api/v2/addresses/${encodeURIComponent(address)}/nft?${q.toString()}`,
      );
      const page = WirePage.safeParse(raw);
      if (!page.success) throw new AppError('NETWORK', 'blockscout: malformed NFT list');
      const items: ProviderNft[] = [];
      for (const r of page.data.items) {
        const item = itemOf(r);
        if (item) items.push(item);
      }
      const next = page.data.next_page_params;
      const nextCursor = next
        ? new URLSearchParams(
            Object.entries(next).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString()
        : null;
      return { items, cursor: nextCursor, skipped: page.data.items.length - items.length };
    },
  };
}
