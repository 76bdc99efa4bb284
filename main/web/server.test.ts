import http from 'node:http';
import net from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDispatcher } from '../ipc/dispatch';
import { EventBus } from '../ipc/events';
import { startWebHost, type WebHost } from './server';
import type { Handlers } from '../ipc/dispatch';
import { DEFAULT_SETTINGS } from '../../shared/contract/settings';
import { MAX_FRAME_BYTES } from '../../shared/contract/wire';

let host: WebHost;
let staticDir: string;
const events = new EventBus();

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
  mkdirSync(path.join(staticDir, 'dir.js'));
  const handlers = {
    'settings.get': () => DEFAULT_SETTINGS,
  } as unknown as Handlers;
  host = await startWebHost({ dispatch: createDispatcher(handlers, () => undefined), events, staticDir });
});
afterAll(async () => {
  await host.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function connect(url: string, origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin === undefined ? {} : { origin });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const wsUrl = (token?: string) =>
  `${host.origin.replace('http', 'ws')}/ipc${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

describe('browser host socket guards', () => {
  it('prints a 127.0.0.1 URL carrying the token', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{20,}$/);
  });

  it('refuses a socket without the token', async () => {
    await expect(connect(wsUrl(), host.origin)).rejects.toThrow('HTTP 403');
  });

  it('refuses a wrong token, including one of the right length', async () => {
    await expect(connect(wsUrl('nope'), host.origin)).rejects.toThrow('HTTP 403');
    await expect(connect(wsUrl('x'.repeat(host.token.length)), host.origin)).rejects.toThrow('HTTP 403');
  });

  it('refuses a foreign Origin even with the right token', async () => {
    await expect(connect(wsUrl(host.token), 'http://evil.example')).rejects.toThrow('HTTP 403');
    await expect(connect(wsUrl(host.token), 'http://localhost:1')).rejects.toThrow('HTTP 403');
    await expect(connect(wsUrl(host.token))).rejects.toThrow('HTTP 403');
  });

  it('accepts the right token and Origin, answers calls and forwards events', async () => {
    const ws = await connect(wsUrl(host.token), host.origin);
    const frames: unknown[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    ws.send(JSON.stringify({ kind: 'invoke', id: 7, name: 'settings.get', input: {} }));
    ws.send(JSON.stringify({ kind: 'invoke', id: 8, name: 'settings.get', input: { x: 1 } }));
    ws.send('not json');
    await expect.poll(() => frames.length).toBeGreaterThanOrEqual(3);
    events.emit('settings.changed', {});
    await expect.poll(() => frames.length).toBe(4);
    expect(frames).toContainEqual({ kind: 'result', id: 7, ok: true, value: DEFAULT_SETTINGS });
    expect(frames).toContainEqual(
      expect.objectContaining({ id: 8, ok: false, error: expect.objectContaining({ code: 'BAD_INPUT' }) }),
    );
    expect(frames).toContainEqual({ kind: 'event', name: 'settings.changed', payload: {} });
    ws.close();
  });

  it('refuses HTTP requests with a foreign Host header (DNS rebinding)', async () => {
    // fetch drops a custom Host header, so speak HTTP directly
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port: host.port, path: '/', headers: { host: 'evil.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
    });
    expect(status).toBe(421);
    const ok = await fetch(`${host.origin}/`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(ok.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ${host.origin.replace('http', 'ws')}`,
    );
  });
});

/** Sends `text` over a bare TCP socket and returns whatever comes back before it closes. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    const c = net.connect(host.port, '127.0.0.1', () => c.write(text));
    c.on('data', (d) => (got += d.toString()));
    c.on('error', () => resolve(got));
    c.on('close', () => resolve(got));
    // A host that threw instead of answering leaves the socket open: stop waiting.
    setTimeout(() => c.destroy(), 2_000);
  });
}

/** One valid client making one contract call: the proof that the host still serves. */
async function settingsCall(): Promise<unknown> {
  const ws = await connect(wsUrl(host.token), host.origin);
  const answer = new Promise((resolve) => ws.once('message', (d) => resolve(JSON.parse(d.toString()))));
  ws.send(JSON.stringify({ kind: 'invoke', id: 1, name: 'settings.get', input: {} }));
  try {
    return await answer;
  } finally {
    ws.close();
  }
}

const answered = { kind: 'result', id: 1, ok: true, value: DEFAULT_SETTINGS };

describe('browser host against a hostile client', () => {
  // Under vitest a throw inside the host does not end the process as it would `npm run web`;
  // catching it here turns "the host would have died" into a failed assertion.
  const crashes: unknown[] = [];
  const onCrash = (e: unknown) => crashes.push(e);
  beforeAll(() => void process.on('uncaughtException', onCrash));
  afterAll(() => void process.off('uncaughtException', onCrash));
  afterEach(() => expect(crashes.splice(0).map(String)).toEqual([]));

  it('closes only the socket that sends a frame over the limit', async () => {
    const ws = await connect(wsUrl(host.token), host.origin);
    ws.on('error', () => undefined); // the host may reset us mid-upload
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send('x'.repeat(MAX_FRAME_BYTES + 2 ** 20));
    expect([1006, 1009]).toContain(await closed);
    expect(await settingsCall()).toEqual(answered);
  });

  it.each(['http://[', '//'])('answers 400 to the upgrade target %s, token or not', async (target) => {
    for (const query of ['', `?token=${host.token}`]) {
      const reply = await rawExchange(
        `GET ${target}${query} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nOrigin: ${host.origin}\r\n` +
          'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(await settingsCall()).toEqual(answered);
  });

  it('answers 400 to the same target over plain HTTP', async () => {
    const reply = await rawExchange(
      `GET http://[ HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(await settingsCall()).toEqual(answered);
  });

  it('still answers 421 before looking at a malformed target from a foreign Host', async () => {
    const reply = await rawExchange(
      'GET http://[ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 421 /);
  });

  it('answers 404 for a directory that looks like a file, and keeps serving', async () => {
    const res = await fetch(`${host.origin}/dir.js`, { signal: AbortSignal.timeout(5_000) });
    expect(res.status).toBe(404);
    expect(await settingsCall()).toEqual(answered);
  });
});
