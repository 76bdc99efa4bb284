import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp } from '../../../net/http';
import { appErrorOf } from '../../../../test/appErrorOf';
import { blockscoutNftProvider } from './blockscoutNfts';

// Blockscout's v2 NFT list on 127.0.0.1, answering the next reply as its wire format has it.
let reply: { status: number; body: string } = { status: 200, body: '{}' };
const seen: URL[] = [];
let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://x'));
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const COLLECTION = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const item = (over: object = {}) => ({
  id: '7',
  value: '1',
  token_type: 'ERC-721',
  image_url: null,
  metadata: { name: 'Ape #7', image: 'ipfs://Qm/7.png', attributes: [{ trait_type: 'Fur', value: 'Gold' }] },
  token: { address_hash: COLLECTION, name: 'Apes', symbol: 'APE', type: 'ERC-721' },
  ...over,
});
const list = (body: unknown, status = 200) => {
  reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  return blockscoutNftProvider(createHttp({ retries: 0, backoffMs: 0 }), baseUrl);
};

describe('Blockscout v2 NFT list', () => {
  it('reads items, their metadata and the next page’s parameters as the cursor', async () => {
    const next = {
      items_count: 50,
      token_contract_address_hash: COLLECTION,
      token_id: '7',
      token_type: 'ERC-721',
    };
    const page = await list({ items: [item()], next_page_params: next }).list(ME, null);
    expect(page.items).toEqual([
      {
        contractAddress: COLLECTION,
        standard: 'erc721',
        tokenId: 7n,
        amount: 1n,
        name: 'Ape #7',
        collection: 'Apes',
        image: 'ipfs://Qm/7.png',
        attributes: [{ trait: 'Fur', value: 'Gold' }],
      },
    ]);
    expect(seen.at(-1)!.pathname).toBe(`/api/v2/addresses/${ME}/nft`);
    expect(seen.at(-1)!.searchParams.get('type')).toBe('ERC-721,ERC-1155');
    await list({ items: [], next_page_params: null }).list(ME, page.cursor);
    const asked = seen.at(-1)!.searchParams;
    expect([asked.get('items_count'), asked.get('token_id'), asked.get('token_type')]).toEqual([
      '50',
      '7',
      'ERC-721',
    ]);
    // the cursor cannot change what is asked for
    await list({ items: [] }).list(ME, 'type=ERC-20');
    expect(seen.at(-1)!.searchParams.getAll('type')).toEqual(['ERC-721,ERC-1155']);
  });

  it('metadata as a JSON string is read; metadata that is not JSON leaves the item with its defaults', async () => {
    const page = await list({
      items: [
        item({ id: '1', metadata: JSON.stringify({ name: 'From a string' }) }),
        item({ id: '2', metadata: '{not json', token_type: 'ERC-1155', value: '4' }),
        item({ id: '3', metadata: { name: 42, attributes: 'many' } }),
      ],
    }).list(ME, null);
    expect(page.items.map((i) => [i.name, i.standard, i.amount])).toEqual([
      ['From a string', 'erc721', 1n],
      ['Apes #2', 'erc1155', 4n],
      ['Apes #3', 'erc721', 1n],
    ]);
    expect(page.cursor).toBeNull();
  });

  it('skips and counts an item it cannot read; a reply that is no page is a network error', async () => {
    const page = await list({
      items: [item(), item({ id: 'abc' }), item({ token_type: 'ERC-20' }), item({ token: { name: 'x' } }), 5],
    }).list(ME, null);
    expect(page.items).toHaveLength(1);
    expect(page.skipped).toBe(4);
    expect((await appErrorOf(list({ items: 'none' }).list(ME, null))).code).toBe('NETWORK');
    expect((await appErrorOf(list('<html>', 200).list(ME, null))).code).toBe('NETWORK');
  });

  it('marks an item sent without metadata or image for the token URI read, and only that one', async () => {
    const page = await list({
      items: [
        item({ metadata: null }),
        item({ id: '8', metadata: null, image_url: 'ipfs://Qm/8.png' }),
        item({ id: '9' }),
        item({ id: '10', metadata: '{"name": ' }),
      ],
    }).list(ME, null);
    expect(page.items.map((i) => i.unread ?? false)).toEqual([true, false, false, false]);
    expect(page.items[0]).toMatchObject({ name: 'Apes #7', attributes: [] });
  });
});
