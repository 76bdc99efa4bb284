import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureCall, featureFetch, featureHttp, offMessage } from './featureGate';
import { createHttp } from './http';

/** A server that counts the connections it accepts: an off switch must open none. */
let server: http.Server;
let url: string;
let connections = 0;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('{"ok":true}'));
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('a feature switch', () => {
  it('lets requests through while on and opens no connection while off, read per request', async () => {
    let on = true;
    const h = featureHttp(createHttp({ retries: 0 }), () => on, 'The price lookup');
    const f = featureFetch(fetch, () => on, 'Fetching dapp icons');
    const c = featureCall(
      () => Promise.resolve(1),
      () => on,
      'The update check',
    );
    expect(await h.json(url)).toEqual({ ok: true });
    expect((await f(url)).ok).toBe(true);
    expect(await c()).toBe(1);
    on = false;
    const before = connections;
    await expect(h.json(url)).rejects.toThrow(offMessage('The price lookup'));
    await expect(h.request(url)).rejects.toThrow('The price lookup is turned off in Settings → Privacy');
    await expect(f(url)).rejects.toThrow(offMessage('Fetching dapp icons'));
    await expect(c()).rejects.toThrow(offMessage('The update check'));
    expect(connections).toBe(before);
  });
});
