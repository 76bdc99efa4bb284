// A Moralis-v2.2-style NFT API on 127.0.0.1 that answers `GET /api/v2.2/{address}/nft` from a
// real anvil chain (nftHoldings.ts): `chain` must be the hex chain id, `X-API-Key` the key it was
// started with (401 otherwise, 429 for `rateLimitedKeys`), pages of `limit` (at most 100) with an
// opaque base64url cursor; `metadata` is the token URI's JSON as a string, as Moralis sends it,
// with `normalized_metadata`, `possible_spam` and `verified_collection` beside it. Hooks let a
// test make items spam, unverified, give them an image URI or metadata that is not JSON.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAddress } from 'ethers';
import { anvilNfts, type HeldNft } from './nftHoldings';

export interface MoralisNftServerOptions {
  apiKey: string;
  chainId: number;
  /** keys answered with 429, to prove key rotation */
  rateLimitedKeys?: readonly string[];
  /** the item's name; default `<collection> #<id>` */
  nameOf?: (n: HeldNft, collection: string | null) => string;
  imageOf?: (n: HeldNft) => string | undefined;
  spam?: (n: HeldNft) => boolean;
  verified?: (n: HeldNft) => boolean;
  /** raw `metadata` text in place of the JSON the server would write (null: none) */
  rawMetadata?: (n: HeldNft) => string | null | undefined;
}

export interface MoralisNftServer {
  url: string;
  requests: { url: URL; apiKey: string | undefined }[];
  close(): Promise<void>;
}

const cursorOf = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');
const offsetOf = (cursor: string) =>
  (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { offset: number }).offset;

export async function startMoralisNftServer(
  anvilUrl: string,
  opts: MoralisNftServerOptions,
): Promise<MoralisNftServer> {
  const chain = anvilNfts(anvilUrl);
  const requests: MoralisNftServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const apiKey = req.headers['x-api-key'] as string | undefined;
    requests.push({ url, apiKey });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (apiKey !== undefined && opts.rateLimitedKeys?.includes(apiKey))
      return send(429, { message: 'Rate limit exceeded' });
    if (apiKey !== opts.apiKey) return send(401, { message: 'Invalid API key' });
    const m = /^\/api\/v2\.2\/(0x[0-9a-fA-F]{40})\/nft$/.exec(url.pathname);
    if (!m) return send(404, { message: 'Not found' });
    if (url.searchParams.get('chain') !== `0x${opts.chainId.toString(16)}`)
      return send(400, { message: 'Invalid chain' });
    const limit = Math.min(Number(url.searchParams.get('limit') ?? '100'), 100);
    const cursor = url.searchParams.get('cursor');
    void (async () => {
      const rows = await chain.heldBy(m[1]!);
      const start = cursor ? offsetOf(cursor) : 0;
      const page = rows.slice(start, start + limit);
      const result = await Promise.all(
        page.map(async (r) => {
          const name = await chain.read(r.contract, 'name');
          const image = opts.imageOf?.(r);
          const meta = {
            name: opts.nameOf?.(r, name) ?? `${name ?? 'Token'} #${r.tokenId}`,
            description: `Token ${r.tokenId} of ${r.contract}`,
            ...(image ? { image } : {}),
            attributes: [{ trait_type: 'Parity', value: r.tokenId % 2n === 0n ? 'even' : 'odd' }],
          };
          const raw = opts.rawMetadata?.(r);
          return {
            token_address: r.contract.toLowerCase(),
            token_id: r.tokenId.toString(),
            amount: r.value.toString(),
            owner_of: getAddress(m[1]!).toLowerCase(),
            token_hash: `${r.contract}${r.tokenId}`,
            contract_type: r.type === 'ERC-721' ? 'ERC721' : 'ERC1155',
            name,
            symbol: await chain.read(r.contract, 'symbol'),
            token_uri: image ?? null,
            metadata: raw === undefined ? JSON.stringify(meta) : raw,
            normalized_metadata:
              raw === undefined ? { ...meta, animation_url: null, external_link: null } : null,
            possible_spam: opts.spam?.(r) ?? false,
            verified_collection: opts.verified?.(r) ?? false,
          };
        }),
      );
      const more = start + limit < rows.length;
      send(200, {
        status: 'SYNCED',
        page: Math.floor(start / limit) + 1,
        page_size: limit,
        cursor: more ? cursorOf(start + limit) : null,
        result,
      });
    })().catch((e: unknown) => send(500, { message: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
