/**
 * A default provider's API key stays with that provider: the user's TronGrid key (the
 * TRON-PRO-API-KEY header the Tron family adds) is not sent to the user's own server in either
 * Tron slot, and is sent again when the default answers after a dead own server (fallback on).
 * Two real HTTP servers that record the headers they get.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronFamily } from '../chains/tron';
import { createHttp } from '../net/http';
import { setCustomNodes } from './customNodes';
import { routeOwnNodes, routesOf } from './nodeRouting';

interface Recording {
  url: string;
  keys: (string | undefined)[];
  close(): Promise<void>;
}
async function recording(name: string): Promise<Recording> {
  const r: Recording = { url: '', keys: [], close: () => Promise.resolve() };
  const s = http.createServer((req, res) => {
    const key = req.headers['tron-pro-api-key'];
    r.keys.push(Array.isArray(key) ? key.join(',') : key);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ from: name }));
  });
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  r.url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  r.close = () => new Promise((done) => s.close(() => done()));
  return r;
}

let dflt: Recording;
let mine: Recording;
beforeAll(async () => {
  [dflt, mine] = await Promise.all([recording('default'), recording('mine')]);
});
afterAll(async () => {
  setCustomNodes({});
  await Promise.all([dflt.close(), mine.close()]);
});

const KEY = { headers: { 'TRON-PRO-API-KEY': 'users-trongrid-key', accept: 'application/json' } };
const own = (url: string, fallback: boolean) => ({ url, fallback, allowLocalHttp: true });

describe('a default provider’s key is not sent to the user’s server', () => {
  it('neither Tron slot sends the TronGrid key to the own server; the default still gets it', async () => {
    const h = routeOwnNodes(createHttp({ retries: 0 }), routesOf(tronFamily, 'local', { nodeUrl: dflt.url }));
    setCustomNodes({ 'tron.trongrid': own(mine.url, false) });
    expect(await h.json(`${dflt.url}/v1/accounts/T`, KEY)).toEqual({ from: 'mine' });
    expect(await h.json(`${dflt.url}/wallet/getnowblock`, KEY)).toEqual({ from: 'default' });
    setCustomNodes({ tron: own(mine.url, false) });
    expect(await h.json(`${dflt.url}/wallet/getnowblock`, KEY)).toEqual({ from: 'mine' });
    expect(mine.keys).toEqual([undefined, undefined]);
    expect(dflt.keys).toEqual(['users-trongrid-key']);
  });

  it('the fallback to the default sends the key as before', async () => {
    const h = routeOwnNodes(createHttp({ retries: 0 }), routesOf(tronFamily, 'local', { nodeUrl: dflt.url }));
    setCustomNodes({ 'tron.trongrid': own('http://127.0.0.1:9', true) });
    dflt.keys.length = 0;
    expect(await h.json(`${dflt.url}/v1/accounts/T`, KEY)).toEqual({ from: 'default' });
    expect(dflt.keys).toEqual(['users-trongrid-key']);
  });
});
