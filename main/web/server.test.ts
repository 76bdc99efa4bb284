import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDispatcher } from '../ipc/dispatch';
import { EventBus } from '../ipc/events';
import { startWebHost, type WebHost } from './server';
import type { Handlers } from '../ipc/dispatch';
import { DEFAULT_SETTINGS } from '../../shared/contract/settings';

let host: WebHost;
let staticDir: string;
const events = new EventBus();

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
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
