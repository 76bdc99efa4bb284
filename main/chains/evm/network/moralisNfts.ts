/**
 * Moralis's NFT API, the keyed EVM source the spec describes (issue 28): `GET
 * /api/v2.2/{address}/nft?chain=0x<id>&limit=20&cursor=&normalizeMetadata=true` with the user's
 * key in `X-API-Key` (Settings → API keys, rotated on 429), replying `{ cursor, result }` where
 * each item's `metadata` is the token URI's JSON as a string (or null), `normalized_metadata` the
 * same read by Moralis, and `possible_spam` / `verified_collection` its verdicts. Each item is
 * read on its own: a malformed one is skipped and counted, the rest of the page still shows.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import { withKeyRotation, type Http } from '../../../net/http';
import { readNftMetadata } from '../../../../shared/nfts/metadata';
import type { ProviderNft, ProviderNftPage } from './types';

/** The spec's page size: the screen appends 20 at a time. */
export const MORALIS_PAGE_SIZE = 20;

const Uint = z.string().regex(/^\d{1,78}$/);
const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const WireItem = z.object({
  token_address: Address,
  token_id: Uint,
  contract_type: z.enum(['ERC721', 'ERC1155']),
  amount: Uint.nullable().optional(),
  name: z.string().max(500).nullable().optional(),
  symbol: z.string().max(100).nullable().optional(),
  metadata: z.string().max(200_000).nullable().optional(),
  /** the contract's token URI as Moralis read it (already gateway-resolved where it was ipfs://) */
  token_uri: z.string().max(4096).nullable().optional(),
  normalized_metadata: z.unknown().optional(),
  possible_spam: z.boolean().nullable().optional(),
  verified_collection: z.boolean().nullable().optional(),
});

const WirePage = z.object({
  result: z.array(z.unknown()),
  cursor: z
    .string()
    .max(1000)
    .regex(/^[\w.%=&+-]*$/)
    .nullable()
    .optional(),
});

function itemOf(raw: unknown): ProviderNft | null {
  const w = WireItem.safeParse(raw);
  if (!w.success) return null;
  // the token URI's own JSON first; Moralis's normalized copy where that is missing or broken
  const own = readNftMetadata(w.data.metadata ?? null);
  const meta =
    own.name !== undefined || own.image !== undefined ? own : readNftMetadata(w.data.normalized_metadata);
  const collection = w.data.name || w.data.symbol || 'Unnamed collection';
  return {
    contractAddress: w.data.token_address,
    standard: w.data.contract_type === 'ERC721' ? 'erc721' : 'erc1155',
    tokenId: BigInt(w.data.token_id),
    amount: BigInt(w.data.amount ?? '1'),
    name: meta.name ?? `${collection} #${w.data.token_id}`,
    collection,
    ...(meta.description !== undefined ? { description: meta.description } : {}),
    ...(meta.image ? { image: meta.image } : {}),
    attributes: meta.attributes,
    ...(typeof w.data.possible_spam === 'boolean' ? { spam: w.data.possible_spam } : {}),
    ...(typeof w.data.verified_collection === 'boolean' ? { verified: w.data.verified_collection } : {}),
    // Moralis had not fetched the metadata: main reads it from the token URI Moralis gives, or
    // the family from the contract
    ...((w.data.metadata ?? null) === null && meta.name === undefined && meta.image === undefined
      ? w.data.token_uri
        ? { metadataUri: w.data.token_uri }
        : { unread: true as const }
      : {}),
  };
}

/** Moralis at `baseUrl` (its host, without /api/v2.2) with the user's keys, for the chain of `chainId`. */
export function moralisNftProvider(http: Http, baseUrl: string, keys: readonly string[], chainId: number) {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: new URL(baseUrl).host,
    async list(address: string, cursor: string | null): Promise<ProviderNftPage> {
      const q = new URLSearchParams({
        chain: `0x${chainId.toString(16)}`,
        limit: String(MORALIS_PAGE_SIZE),
        normalizeMetadata: 'true',
      });
      if (cursor) q.set('cursor', cursor);
      const url = `${base}/api/v2.2/${encodeURIComponent(address)}/nft?${q.toString()}`;
      const raw = await withKeyRotation(keys, (key) =>
        http.json<unknown>(url, { headers: { 'X-API-Key': key } }),
      );
      const page = WirePage.safeParse(raw);
      if (!page.success) throw new AppError('NETWORK', 'moralis: malformed NFT list');
      const items: ProviderNft[] = [];
      for (const r of page.data.result) {
        const item = itemOf(r);
        if (item) items.push(item);
      }
      return { items, cursor: page.data.cursor || null, skipped: page.data.result.length - items.length };
    },
  };
}
