import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pipeline } from 'node:stream';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { InvokeFrameSchema, MAX_FRAME_BYTES, type ServerFrame } from '../../shared/contract/wire';
import type { Dispatch } from '../ipc/dispatch';
import type { EventBus } from '../ipc/events';
import { buildCsp } from '../security/csp';
import { contentTypeOf, resolveStaticPath } from '../security/staticPath';

export interface WebHostOptions {
  dispatch: Dispatch;
  events: EventBus;
  /** the built renderer (dist/renderer) */
  staticDir: string;
  port?: number;
  /** fixed token for tests; random per run otherwise */
  token?: string;
}

export interface WebHost {
  url: string;
  origin: string;
  token: string;
  port: number;
  close(): Promise<void>;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The request target as a URL, or null for one no URL can be made of (`http://[`, `//`). */
function parseTarget(target: string | undefined, base: string): URL | null {
  try {
    return new URL(target ?? '/', base);
  } catch {
    return null;
  }
}

/** Answers a socket still speaking HTTP (before any upgrade) and hangs up. */
function refuse(socket: Socket, status: string): void {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  socket.destroy();
}

/**
 * The browser host: the built renderer over HTTP and the contract over a WebSocket, both on
 * 127.0.0.1 only. A socket needs the per-run token and the host's own Origin, and every
 * request needs the host's own Host header (which stops DNS-rebinding pages).
 */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  let origin = '';
  let hostHeader = '';

  // Requests Node cannot parse at all are left to its default 'clientError' handling: it
  // answers 400 unless a response is already under way on that socket, then destroys it. A
  // listener of our own would replace that and could write into a half-sent answer.
  const server = http.createServer((req, res) => {
    if (req.headers.host !== hostHeader) {
      res.writeHead(421).end('Misdirected request');
      return;
    }
    if (!parseTarget(req.url, origin)) {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = resolveStaticPath(opts.staticDir, req.url ?? '/');
    let size = 0;
    try {
      const stat = file ? statSync(file) : null;
      // A directory (`x.js/`) would stat fine and then fail the read after the 200 went out.
      if (stat) size = stat.isFile() ? stat.size : -1;
    } catch {
      size = -1;
    }
    if (!file || size < 0) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': contentTypeOf(file),
      'content-length': size,
      'content-security-policy': buildCsp({ connectSrc: [origin.replace(/^http/, 'ws')] }),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    // pipeline, not pipe: a read that fails later (file gone) ends this response, not the host.
    else pipeline(createReadStream(file), res, () => undefined);
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const sockets = new Set<WebSocket>();

  server.on('upgrade', (req, socket: Socket, head) => {
    // Node takes its own error listener off a socket it hands to 'upgrade'; one goes back on
    // before anything is written, so a reset from the client cannot throw and end the host.
    socket.on('error', () => socket.destroy());
    const url = parseTarget(req.url, origin);
    if (!url) {
      refuse(socket, '400 Bad Request');
      return;
    }
    const ok =
      url.pathname === '/ipc' &&
      req.headers.host === hostHeader &&
      req.headers.origin === origin &&
      sameSecret(url.searchParams.get('token') ?? '', token);
    if (!ok) {
      refuse(socket, '403 Forbidden');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      // ws reports a protocol error (a frame over maxPayload, bad masking) here; unheard, it
      // would throw and end the host for every page. It ends this one connection instead.
      ws.on('error', () => ws.terminate());
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', (data, isBinary) => void onFrame(ws, isBinary ? null : data.toString()));
    });
  });

  const send = (ws: WebSocket, frame: ServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };

  async function onFrame(ws: WebSocket, text: string | null): Promise<void> {
    let raw: unknown;
    try {
      raw = text === null ? null : JSON.parse(text);
    } catch {
      raw = null;
    }
    const frame = InvokeFrameSchema.safeParse(raw);
    if (!frame.success) {
      // No id to answer to: tell the page once and drop the frame.
      send(ws, { kind: 'event', name: 'transport.error', payload: { message: 'Malformed frame' } });
      return;
    }
    const result = await opts.dispatch(frame.data.name, frame.data.input);
    send(
      ws,
      result.ok
        ? { kind: 'result', id: frame.data.id, ok: true, value: result.value }
        : { kind: 'result', id: frame.data.id, ok: false, error: result.error },
    );
  }

  const unsubscribe = opts.events.subscribe((name, payload) => {
    for (const ws of sockets) send(ws, { kind: 'event', name, payload });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  hostHeader = `127.0.0.1:${port}`;
  origin = `http://${hostHeader}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    port,
    close: async () => {
      unsubscribe();
      for (const ws of sockets) ws.terminate();
      wss.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
