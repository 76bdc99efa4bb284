/**
 * The user's server takes a slot's requests in place of the profile's default, read per
 * request; the default is asked after it only when the user allowed it and only when the own
 * server gave no answer (a 4xx stands). Two real HTTP servers that count what they get.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp } from '../net/http';
import { setCustomNodes } from './customNodes';
import { routeOwnNodes, routesOf } from './nodeRouting';
import { solanaFamily } from '../chains/solana';
import { aptosFamily } from '../chains/aptos';
import { tronFamily } from '../chains/tron';

interface Counting {
  url: string;
  seen: string[];
  status: number;
  close(): Promise<void>;
}
async function counting(name: string): Promise<Counting> {
  const c: Counting = { url: '', seen: [], status: 200, close: () => Promise.resolve() };
  const s = http.createServer((req, res) => {
    c.seen.push(req.url ?? '');
    res.statusCode = c.status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ from: name, path: req.url }));
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  c.url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  c.close = () => new Promise((r) => s.close(() => r()));
  return c;
}

let dflt: Counting;
let mine: Counting;
beforeAll(async () => {
  [dflt, mine] = await Promise.all([counting('default'), counting('mine')]);
});
afterAll(async () => {
  setCustomNodes({});
  await Promise.all([dflt.close(), mine.close()]);
});

const raw = createHttp({ retries: 0 });
const own = (url: string, fallback: boolean) => ({ url, fallback, allowLocalHttp: true });

describe('own servers routed in place of a slot default', () => {
  it('rows come from the family declarations, keyed like settings.nodes', () => {
    expect(routesOf(solanaFamily, 'local', { rpcUrl: dflt.url })).toEqual([
      { key: 'solana', base: dflt.url },
    ]);
    expect(routesOf(solanaFamily, 'mainnet', undefined).map((r) => r.base)).toContain(
      'https://api.mainnet-beta.solana.com',
    );
    expect(routesOf(aptosFamily, 'mainnet', undefined)).toEqual([
      { key: 'aptos', base: 'https://api.mainnet.aptoslabs.com/v1', skip: ['/graphql'] },
      { key: 'aptos.indexer', base: 'https://api.mainnet.aptoslabs.com/v1/graphql' },
    ]);
  });

  it('sends to the saved server, follows a change without rebuilding, leaves other hosts alone', async () => {
    const h = routeOwnNodes(raw, routesOf(solanaFamily, 'local', { rpcUrl: dflt.url }));
    setCustomNodes({});
    expect(await h.json(dflt.url, { json: {} })).toMatchObject({ from: 'default' });
    setCustomNodes({ solana: own(`${mine.url}/`, false) });
    expect(await h.json(dflt.url, { json: {} })).toMatchObject({ from: 'mine', path: '/' });
    expect(await h.json(`${dflt.url}/x?y=1`)).toMatchObject({ from: 'mine', path: '/x?y=1' });
    // a host that is not the slot default is not touched
    expect(await h.json(`${mine.url}/z`)).toMatchObject({ from: 'mine', path: '/z' });
    expect(mine.seen.at(-1)).toBe('/z');
  });

  it('only the slot paths on a host that serves two APIs, and never the skipped ones', async () => {
    const tron = routeOwnNodes(raw, routesOf(tronFamily, 'local', { nodeUrl: dflt.url }));
    const aptos = routeOwnNodes(raw, routesOf(aptosFamily, 'local', { nodeUrl: `${dflt.url}/v1` }));
    setCustomNodes({ tron: own(mine.url, false), aptos: own(`${mine.url}/v1`, false) });
    expect(await tron.json(`${dflt.url}/wallet/getnowblock`)).toMatchObject({ from: 'mine' });
    expect(await tron.json(`${dflt.url}/v1/accounts/T`)).toMatchObject({ from: 'default' });
    expect(await aptos.json(`${dflt.url}/v1/accounts/0x1`)).toMatchObject({
      from: 'mine',
      path: '/v1/accounts/0x1',
    });
    expect(await aptos.json(`${dflt.url}/v1/graphql`, { json: {} })).toMatchObject({ from: 'default' });
    // the second slots take the other API of those hosts, and only it
    setCustomNodes({ 'tron.trongrid': own(mine.url, false), 'aptos.indexer': own(`${mine.url}/gql`, false) });
    const indexed = { nodeUrl: `${dflt.url}/v1`, indexerUrl: `${dflt.url}/v1/graphql` };
    const aptos2 = routeOwnNodes(raw, routesOf(aptosFamily, 'local', indexed));
    expect(await tron.json(`${dflt.url}/v1/accounts/T`)).toMatchObject({
      from: 'mine',
      path: '/v1/accounts/T',
    });
    expect(await tron.json(`${dflt.url}/wallet/getnowblock`)).toMatchObject({ from: 'default' });
    expect(await aptos2.json(`${dflt.url}/v1/graphql`, { json: {} })).toMatchObject({
      from: 'mine',
      path: '/gql',
    });
    expect(await aptos2.json(`${dflt.url}/v1/accounts/0x1`)).toMatchObject({ from: 'default' });
  });

  it('falls back to the default only when allowed, and only when the own server gave no answer', async () => {
    const h = routeOwnNodes(raw, routesOf(solanaFamily, 'local', { rpcUrl: dflt.url }));
    setCustomNodes({ solana: own('http://127.0.0.1:9', false) });
    await expect(h.json(dflt.url, { json: {} })).rejects.toThrow();
    setCustomNodes({ solana: own('http://127.0.0.1:9', true) });
    expect(await h.json(dflt.url, { json: {} })).toMatchObject({ from: 'default' });
    setCustomNodes({ solana: own(mine.url, true) });
    mine.status = 503;
    expect(await h.json(dflt.url, { json: {} })).toMatchObject({ from: 'default' });
    mine.status = 404;
    await expect(h.json(dflt.url, { json: {} })).rejects.toThrow(/HTTP 404/);
    mine.status = 200;
  });
});
