import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable, pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFallback } from '../chains/withFallback';
import { createHttp, HttpError, MAX_RESPONSE_BYTES, withKeyRotation } from './http';

const MiB = 2 ** 20;
const TOO_LARGE = /too large \(over 8 MiB\)/;
/** 9 MiB of JSON-ish text that gzip squeezes to a few KiB: a small Content-Length, a huge answer. */
const gzipBomb = gzipSync(Buffer.alloc(9 * MiB, 'a'));

/** Writes `bytes` in 64 KiB chunks with Node's default chunked encoding (no Content-Length). */
function streamBytes(res: http.ServerResponse, bytes: number): void {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  function* chunks() {
    for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk.subarray(0, bytes - sent);
  }
  pipeline(Readable.from(chunks()), res, () => undefined);
}

let server: http.Server;
let base = '';
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/ok') return res.end('{"a":1}');
    if (path === '/big') return res.end('{"lamports":18446744073709551615,"sat":9007199254740993,"fee":1.5}');
    if (path === '/malformed') return res.end('{"a":12345678901234567890');
    if (path === '/flaky')
      return hits[path]! < 3 ? (res.writeHead(503), res.end('busy')) : res.end('"third"');
    if (path === '/404') return (res.writeHead(404), res.end('nope'));
    if (path === '/slow-down') return (res.writeHead(429, { 'retry-after': '7' }), res.end());
    if (path.startsWith('/key/'))
      return path.endsWith('/good') ? res.end('"k"') : (res.writeHead(429), res.end());
    if (path === '/huge-chunked') return streamBytes(res, 9 * MiB);
    if (path === '/at-cap') return streamBytes(res, MAX_RESPONSE_BYTES);
    if (path === '/huge-503') return (res.writeHead(503), streamBytes(res, 9 * MiB));
    if (path === '/gzip-bomb') {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': gzipBomb.length });
      return res.end(gzipBomb);
    }
    if (path === '/declares-huge') {
      // Announces 9 MiB, sends a little and then stalls: only the header can refuse it in time.
      res.writeHead(200, { 'content-length': 9 * MiB });
      return void res.write('"a');
    }
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
  it('reads integers past 2^53 exactly, and keeps the raw text for who needs it', async () => {
    expect(await client.json(`${base}/big`)).toEqual({
      lamports: 18446744073709551615n,
      sat: 9007199254740993n,
      fee: 1.5,
    });
    expect(await client.request(`${base}/big`)).toContain('"sat":9007199254740993,');
  });
  it('calls malformed JSON malformed, naming the host', async () => {
    await expect(client.json(`${base}/malformed`)).rejects.toMatchObject({
      code: 'NETWORK',
      message: `Malformed JSON from ${new URL(base).host}`,
    });
  });
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
  it("keeps a 429's Retry-After on the error, unretried, for the caller to honour", async () => {
    const h = createHttp({ backoffMs: 0 });
    const e: unknown = await h.request(`${base}/slow-down`).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ status: 429, headers: { 'retry-after': '7' } });
    expect(hits['/slow-down']).toBe(1);
  });

  it('rotates keys on 429 only', async () => {
    expect(await withKeyRotation(['bad', 'good'], (k) => client.json(`${base}/key/${k}`))).toBe('k');
    await expect(withKeyRotation(['bad'], (k) => client.json(`${base}/key/${k}`))).rejects.toMatchObject({
      status: 429,
    });
  });
});

describe('http client against an oversized answer', () => {
  const client = createHttp({ backoffMs: 0 });

  it('refuses 9 MiB streamed without a Content-Length, and does not ask again', async () => {
    await expect(client.request(`${base}/huge-chunked`)).rejects.toMatchObject({
      code: 'NETWORK',
      message: expect.stringMatching(TOO_LARGE),
    });
    expect(hits['/huge-chunked']).toBe(1);
    await expect(client.json(`${base}/huge-chunked`)).rejects.toThrow(TOO_LARGE);
  });

  it('refuses a small Content-Length that inflates to 9 MiB (gzip)', async () => {
    expect(gzipBomb.length).toBeLessThan(64 * 1024);
    await expect(client.request(`${base}/gzip-bomb`)).rejects.toThrow(TOO_LARGE);
  });

  it('reads no further than a Content-Length that lies small on the wire', async () => {
    // Raw TCP, since Node's own server will not send more than it announced.
    const liar = net.createServer((c) => {
      c.on('error', () => undefined);
      c.once('data', () => {
        c.write('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n');
        c.end(Buffer.alloc(9 * MiB, 'a'));
      });
    });
    await new Promise<void>((r) => liar.listen(0, '127.0.0.1', r));
    try {
      const port = (liar.address() as AddressInfo).port;
      expect(await client.request(`http://127.0.0.1:${port}/`)).toBe('a'.repeat(10));
    } finally {
      liar.close();
    }
  });

  it('refuses at once when Content-Length announces more than the cap', async () => {
    const patient = createHttp({ backoffMs: 0, retries: 0, timeoutMs: 3_000 });
    await expect(patient.request(`${base}/declares-huge`)).rejects.toThrow(TOO_LARGE);
  });

  it('still reads an answer of exactly the cap', async () => {
    expect((await client.request(`${base}/at-cap`)).length).toBe(MAX_RESPONSE_BYTES);
  });

  it('keeps a huge error answer an HttpError, so 5xx is still retried', async () => {
    await expect(client.request(`${base}/huge-503`)).rejects.toMatchObject({ status: 503 });
    expect(hits['/huge-503']).toBe(3);
  });
});
