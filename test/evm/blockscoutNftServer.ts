// A Blockscout-v2-style NFT list on 127.0.0.1 that answers `GET /api/v2/addresses/{a}/nft`
// from a real anvil chain: it replays every ERC-721 `Transfer` and ERC-1155 `TransferSingle`
// log to know who holds what now (so after a send the NFT leaves the sender's list and appears
// in the recipient's), names collections with their own `name()`/`symbol()`, and pages with
// Blockscout's `next_page_params` (items_count, token_contract_address_hash, token_id,
// token_type). Blockscout pages 50 items; `pageSize` makes a short page for tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAddress } from 'ethers';
import { anvilNfts } from './nftHoldings';

export interface BlockscoutNftServer {
  url: string;
  /** every request's path and query, in order */
  requests: URL[];
  close(): Promise<void>;
}

export async function startBlockscoutNftServer(
  anvilUrl: string,
  opts: {
    pageSize?: number;
    imageOf?: (tokenId: bigint) => string;
    /** items Blockscout has not indexed yet: `metadata` and `image_url` null, as it sends them */
    unindexed?: (contract: string, tokenId: bigint) => boolean;
  } = {},
): Promise<BlockscoutNftServer> {
  const pageSize = opts.pageSize ?? 50;
  const chain = anvilNfts(anvilUrl);
  const read = chain.read;

  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const m = /^\/api\/v2\/addresses\/(0x[0-9a-fA-F]{40})\/nft$/.exec(url.pathname);
    if (!m || url.searchParams.get('type') !== 'ERC-721,ERC-1155') return send(404, { message: 'Not found' });
    const owner = getAddress(m[1]!);
    void (async () => {
      const rows = await chain.heldBy(owner);
      const after = url.searchParams.get('token_contract_address_hash');
      const afterId = url.searchParams.get('token_id');
      const start =
        after === null || afterId === null
          ? 0
          : rows.findIndex(
              (r) => r.contract.toLowerCase() === after.toLowerCase() && r.tokenId === BigInt(afterId),
            ) + 1;
      const page = rows.slice(start, start + pageSize);
      const items = await Promise.all(
        page.map(async (r) => {
          const name = await read(r.contract, 'name');
          const bare = opts.unindexed?.(r.contract, r.tokenId) === true;
          return {
            id: r.tokenId.toString(),
            value: r.value.toString(),
            token_type: r.type,
            image_url: bare ? null : (opts.imageOf?.(r.tokenId) ?? `https://nft.test/img/${r.tokenId}.png`),
            is_unique: r.type === 'ERC-721',
            metadata: bare
              ? null
              : {
                  name: `${name ?? 'Token'} #${r.tokenId}`,
                  description: `Token ${r.tokenId} of ${r.contract}`,
                  attributes: [{ trait_type: 'Parity', value: r.tokenId % 2n === 0n ? 'even' : 'odd' }],
                },
            token: {
              address_hash: r.contract,
              name,
              symbol: await read(r.contract, 'symbol'),
              type: r.type,
            },
          };
        }),
      );
      const last = page.at(-1);
      const more = start + pageSize < rows.length && last;
      send(200, {
        items,
        next_page_params: more
          ? {
              items_count: start + pageSize,
              token_contract_address_hash: last.contract.toLowerCase(),
              token_id: last.tokenId.toString(),
              token_type: last.type,
            }
          : null,
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
