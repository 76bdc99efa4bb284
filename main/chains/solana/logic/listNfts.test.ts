import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHttp } from '../../../net/http';
import { solanaConfig } from '../config';
import type { SolanaCtx } from '../ctx';
import { listNfts } from './listNfts';

const OWNER = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const DAS_PAGE = JSON.parse(
  readFileSync(new URL('../fixtures/das/getAssetsByOwner.json', import.meta.url), 'utf8'),
) as { result: { items: unknown[] } };

/** A DAS node answering getAssetsByOwner with `reply` (and no token accounts), keeping what it was asked. */
function dasNode(reply: (params: Record<string, unknown>) => unknown) {
  const asked: { method: string; params: unknown }[] = [];
  type Call = { id: number; method: string; params: Record<string, unknown> };
  const answer = (c: Call) => {
    asked.push({ method: c.method, params: c.params });
    const result = c.method === 'getAssetsByOwner' ? reply(c.params) : { context: { slot: 1 }, value: [] };
    return { jsonrpc: '2.0', id: c.id, result };
  };
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Call | Call[];
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const ctx: SolanaCtx = {
    http: createHttp({ fetchImpl, retries: 0, backoffMs: 0 }),
    config: { ...solanaConfig('mainnet')!, rpcUrls: ['https://das.example.test'] },
    now: () => 0,
  };
  return { ctx, asked };
}

describe('Solana NFTs from DAS getAssetsByOwner', () => {
  it('reads a page in the DAS wire format: NFTs kept with their standard, fungibles left out, a bad item counted', async () => {
    const { ctx, asked } = dasNode(() => DAS_PAGE.result);
    const page = await listNfts(ctx, { owner: OWNER, cursor: null });
    // DAS answered: its page is the list (the token accounts asked beside it go unread)
    expect(asked.map((a) => a.method)).toEqual(['getAssetsByOwner', 'getTokenAccountsByOwner']);
    expect(asked[0]!.params).toEqual({ ownerAddress: OWNER, page: 1, limit: 20 });
    expect(page.skipped).toBe(1);
    expect(page.cursor).toBeNull();
    expect(page.items.map((i) => [i.contractAddress, i.standard, i.name])).toEqual([
      ['JEGruwYE13mhX2wi2MGrPmeLiVyZtbBptmVy9vG3pXRC', 'splNft', 'Mad Lads #6867'],
      ['F9Lw3ki3hJ7PF9HQXsBzoY8GyE6sPoEZZdXJBsTTD2rk', 'programmableNft', 'Ruled #1'],
      ['6vSvthJNpXrpxScJEVXNwHqWSTdKpHcjkbCEpa4kiFrv', 'compressedNft', 'Leaf #42'],
    ]);
    expect(page.items[0]).toMatchObject({
      collection: 'J1S9H3QjnRtBbbuD4HjPV6RpRhwuk4zKbxsnCHuTgh9w',
      description: 'Fock it.',
      image: 'https://madlads.s3.us-west-2.amazonaws.com/images/6867.png',
      attributes: [
        { trait: 'Gender', value: 'Male' },
        { trait: 'Level', value: '7' },
      ],
      amount: 1n,
      tokenId: 0n,
    });
  });

  it('a full page gives the next page number as the cursor, and the cursor asks for it', async () => {
    const item = DAS_PAGE.result.items[0];
    const { ctx, asked } = dasNode((p) => ({
      items: p.page === 1 ? Array.from({ length: 20 }, () => item) : [item],
    }));
    const first = await listNfts(ctx, { owner: OWNER, cursor: null });
    expect(first.cursor).toBe('das.2');
    const second = await listNfts(ctx, { owner: OWNER, cursor: first.cursor });
    expect(second.cursor).toBeNull();
    const pages = asked.filter((a) => a.method === 'getAssetsByOwner');
    expect(pages.map((a) => (a.params as { page: number }).page)).toEqual([1, 2]);
  });
});
