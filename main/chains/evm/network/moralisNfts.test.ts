import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../../../../test/appErrorOf';
import { createHttp } from '../../../net/http';
import { moralisNftProvider } from './moralisNfts';

// Moralis's v2.2 NFT list on 127.0.0.1, answering the next reply as its wire format has it.
let reply: { status: number; body: string } = { status: 200, body: '{}' };
const seen: { url: URL; key: string | undefined }[] = [];
let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({
      url: new URL(req.url ?? '/', 'http://x'),
      key: req.headers['x-api-key'] as string | undefined,
    });
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const COLLECTION = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const item = (over: object = {}) => ({
  token_address: COLLECTION,
  token_id: '7',
  amount: '1',
  contract_type: 'ERC721',
  name: 'Apes',
  symbol: 'APE',
  metadata: JSON.stringify({
    name: 'Ape #7',
    image: 'ipfs://Qm/7.png',
    attributes: [{ trait_type: 'Fur', value: 'Gold' }],
  }),
  normalized_metadata: { name: 'Ape #7', image: 'ipfs://Qm/7.png' },
  possible_spam: false,
  verified_collection: true,
  ...over,
});
const list = (body: unknown, status = 200) => {
  reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  return moralisNftProvider(createHttp({ retries: 0, backoffMs: 0 }), baseUrl, ['k1'], 137);
};

describe('Moralis v2.2 NFT list', () => {
  it('asks as documented and reads metadata from its JSON string, the spam and verified flags beside it', async () => {
    const page = await list({ cursor: 'abc.DEF-1', result: [item()] }).list(ME, 'prev_cursor');
    expect(page).toEqual({
      items: [
        {
          contractAddress: COLLECTION,
          standard: 'erc721',
          tokenId: 7n,
          amount: 1n,
          name: 'Ape #7',
          collection: 'Apes',
          image: 'ipfs://Qm/7.png',
          attributes: [{ trait: 'Fur', value: 'Gold' }],
          spam: false,
          verified: true,
        },
      ],
      cursor: 'abc.DEF-1',
      skipped: 0,
    });
    const { url, key } = seen.at(-1)!;
    expect(url.pathname).toBe(`/api/v2.2/${ME}/nft`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chain: '0x89',
      limit: '20',
      normalizeMetadata: 'true',
      cursor: 'prev_cursor',
    });
    expect(key).toBe('k1');
  });

  it('reads bad metadata as none (normalized copy first), and skips and counts malformed items', async () => {
    const page = await list({
      cursor: null,
      result: [
        item({ token_id: '1', metadata: 'not json{', normalized_metadata: null }),
        item({ token_id: '2', metadata: '"a string"', normalized_metadata: { name: 'From Moralis' } }),
        item({ token_id: '3', metadata: null, normalized_metadata: null, name: null, symbol: null }),
        item({ token_id: '-1' }),
        item({ contract_type: 'ERC20' }),
        'nonsense',
      ],
    }).list(ME, null);
    expect(page.items.map((i) => [i.name, i.collection, i.image])).toEqual([
      ['Apes #1', 'Apes', undefined],
      ['From Moralis', 'Apes', undefined],
      ['Unnamed collection #3', 'Unnamed collection', undefined],
    ]);
    expect(page).toMatchObject({ cursor: null, skipped: 3 });
  });

  it('fails the page with a clear error when the answer is not a list or an error status', async () => {
    expect((await appErrorOf(list({ results: [] }).list(ME, null))).message).toBe(
      'moralis: malformed NFT list',
    );
    await expect(list({ message: 'Invalid key' }, 401).list(ME, null)).rejects.toThrow('HTTP 401');
  });

  it('takes Moralis’s token_uri where it has no metadata, and marks an item with neither for the chain read', async () => {
    const page = await list({
      result: [
        item({ metadata: null, normalized_metadata: {}, token_uri: 'https://meta.test/7.json' }),
        item({ token_id: '8', metadata: null, normalized_metadata: null, token_uri: null }),
        // broken metadata is still metadata: no second read, the placeholder stays
        item({ token_id: '9', metadata: '{"name": ', normalized_metadata: null }),
      ],
    }).list(ME, null);
    expect(page.items[0]).toMatchObject({ name: 'Apes #7', metadataUri: 'https://meta.test/7.json' });
    expect(page.items[0]!.unread).toBeUndefined();
    expect(page.items[1]).toMatchObject({ name: 'Apes #8', unread: true });
    expect(page.items[1]!.metadataUri).toBeUndefined();
    expect(page.items[2]!.unread).toBeUndefined();
    expect(page.items[2]!.metadataUri).toBeUndefined();
  });
});
