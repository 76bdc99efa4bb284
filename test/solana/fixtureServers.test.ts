import { afterAll, describe, expect, it } from 'vitest';
import { startTokenListServer } from './tokenListServer';
import { startValidatorsServer } from './validatorsServer';

const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((c) => c())));

describe('token list server', () => {
  it('searches name, symbol or exact address, most holders first, paged', async () => {
    const s = await startTokenListServer([
      { address: 'Mint1', name: 'USD Coin', symbol: 'USDC', decimals: 6, holders: 10 },
      { address: 'Mint2', name: 'Tether USD', symbol: 'USDT', decimals: 6, holders: 20 },
      { address: 'Mint3', name: 'Bonk', symbol: 'BONK', decimals: 5, holders: 5 },
    ]);
    closers.push(s.close);
    const get = (q: string) =>
      fetch(`${s.url}/v1/search?${q}`).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { content: { address: string }[] },
      }));
    const usd = await get('query=usd&start=0&limit=10');
    expect(usd.body.content.map((t) => t.address)).toEqual(['Mint2', 'Mint1']);
    expect(usd.body.content[0]).toEqual({
      address: 'Mint2',
      chainId: 101,
      name: 'Tether USD',
      symbol: 'USDT',
      verified: true,
      decimals: 6,
      holders: 20,
      logoURI: null,
      tags: [],
    });
    expect((await get('query=usd&start=1&limit=1')).body.content.map((t) => t.address)).toEqual(['Mint1']);
    expect((await get('query=Mint3&start=0&limit=5')).body.content.map((t) => t.address)).toEqual(['Mint3']);
    expect((await get('query=mint3&start=0&limit=5')).body.content).toEqual([]);
    expect((await get('query=usd')).status).toBe(400);
  });
});

describe('validators server', () => {
  it('serves the given rows in the Stakewiz shape', async () => {
    const s = await startValidatorsServer([
      { vote_identity: 'Vote1', name: 'One', commission: 3, apy_estimate: 6.5 },
    ]);
    closers.push(s.close);
    const rows = (await fetch(`${s.url}/validators`).then((r) => r.json())) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      vote_identity: 'Vote1',
      name: 'One',
      commission: 3,
      apy_estimate: 6.5,
      activated_stake: 1_000_000,
    });
    s.setRows([]);
    expect(await fetch(`${s.url}/validators`).then((r) => r.json())).toEqual([]);
    expect((await fetch(`${s.url}/other`)).status).toBe(404);
  });
});
