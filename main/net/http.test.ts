import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp, HttpError, withFallback, withKeyRotation } from './http';

let server: http.Server;
let base = '';
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/ok') return res.end('{"a":1}');
    if (path === '/flaky')
      return hits[path]! < 3 ? (res.writeHead(503), res.end('busy')) : res.end('"third"');
    if (path === '/404') return (res.writeHead(404), res.end('nope'));
    if (path.startsWith('/key/'))
      return path.endsWith('/good') ? res.end('"k"') : (res.writeHead(429), res.end());
    if (path === '/echo') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => res.end(JSON.stringify({ ct: req.headers['content-type'], body })));
      return;
    }
    res.writeHead(500);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('http client', () => {
  const client = createHttp({ backoffMs: 0 });
  it('parses JSON', async () => expect(await client.json(`${base}/ok`)).toEqual({ a: 1 }));
  it('retries 5xx and succeeds', async () => expect(await client.json(`${base}/flaky`)).toBe('third'));
  it('does not retry 4xx', async () => {
    await expect(client.request(`${base}/404`)).rejects.toBeInstanceOf(HttpError);
    expect(hits['/404']).toBe(1);
  });
  it('sends form and text bodies with their content types', async () => {
    expect(await client.json(`${base}/echo`, { form: { tx: 'a b' } })).toEqual({
      ct: 'application/x-www-form-urlencoded',
      body: 'tx=a+b',
    });
    expect(await client.json(`${base}/echo`, { text: 'deadbeef' })).toEqual({
      ct: 'text/plain',
      body: 'deadbeef',
    });
  });
  it('falls back to the next provider', async () => {
    const r = await withFallback<unknown>([
      { name: 'down', run: () => client.request(`${base}/404`) },
      { name: 'up', run: () => client.json<{ a: number }>(`${base}/ok`) },
    ]);
    expect(r).toEqual({ a: 1 });
  });
  it('rotates keys on 429 only', async () => {
    expect(await withKeyRotation(['bad', 'good'], (k) => client.json(`${base}/key/${k}`))).toBe('k');
    await expect(withKeyRotation(['bad'], (k) => client.json(`${base}/key/${k}`))).rejects.toMatchObject({
      status: 429,
    });
  });
});
