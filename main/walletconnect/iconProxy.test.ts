// The icon proxy against a local server: what it passes on and what it drops.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIconProxy, ICON_MAX_BYTES } from './iconProxy';

let server: http.Server;
let base = '';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/icon.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (req.url === '/big.png') {
      // no content-length: the cap must hold while streaming
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(ICON_MAX_BYTES + 1));
    } else if (req.url === '/icon.svg')
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg><script>alert(1)</script></svg>');
    else if (req.url === '/redirect') res.writeHead(302, { location: '/icon.png' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('icon proxy', () => {
  it('hands a raster icon on as a data: URL', async () =>
    expect(await createIconProxy()(`${base}/icon.png`)).toBe(
      `data:image/png;base64,${PNG.toString('base64')}`,
    ));
  it('drops an icon over the size cap', async () =>
    expect(await createIconProxy()(`${base}/big.png`)).toBeNull());
  it('drops SVG (a document that can carry script)', async () =>
    expect(await createIconProxy()(`${base}/icon.svg`)).toBeNull());
  it('follows no redirect', async () => expect(await createIconProxy()(`${base}/redirect`)).toBeNull());
  it('fetches only https, or http on loopback', async () => {
    expect(await createIconProxy()('http://example.com/icon.png')).toBeNull();
    expect(await createIconProxy()('javascript:alert(1)')).toBeNull();
    expect(await createIconProxy()(undefined)).toBeNull();
  });
});
