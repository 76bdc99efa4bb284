// A local WalletConnect relay in the relay protocol's wire format (irn_* JSON-RPC over a
// WebSocket), enough for @walletconnect/core 2.25 on both sides: a mailbox per topic kept
// until the message's ttl, implicit subscriptions on wc_proposeSession / wc_approveSession
// (the SDK skips irn_subscribe there since 2.22), no echo to the sender, pings under the
// client's 35 s idle kill. See /work/shared/notes/walletconnect-offline.md for why each is needed.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeJWT } from '@walletconnect/relay-auth';
import { WebSocketServer, type WebSocket } from 'ws';

interface Stored {
  topic: string;
  message: string;
  publishedAt: number;
  expiresAt: number;
  tag: number;
  /** client ids (JWT iss) that acked it: never delivered to them again */
  acked: Set<string>;
  from: string;
}

interface Client {
  id: string;
  ws: WebSocket;
  topics: Set<string>;
  /** our push id → message, to drop it for this client once acked */
  inflight: Map<number, Stored>;
}

export interface LocalRelay {
  url: string;
  /** relay methods received, by name */
  counts: Record<string, number>;
  /** closes every socket (clients reconnect on their own) */
  dropClients(): void;
  close(): Promise<void>;
}

interface RpcRequest {
  id: string | number;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
}

/** Starts the relay on 127.0.0.1 at a free port. */
export async function startLocalRelay(opts: { log?: (line: string) => void } = {}): Promise<LocalRelay> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const clients = new Set<Client>();
  const mailbox = new Map<string, Stored[]>();
  const counts: Record<string, number> = {};
  // our push ids stay below 2^53: the client parses 17+ digit ids as BigInt
  let pushId = Date.now() * 1000;
  const log = opts.log ?? (() => undefined);

  const push = (c: Client, m: Stored) => {
    if (m.from === c.id || m.acked.has(c.id) || m.expiresAt < Date.now()) return;
    const id = ++pushId;
    c.inflight.set(id, m);
    const subId = createHash('sha256')
      .update(m.topic + c.id)
      .digest('hex');
    c.ws.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subId,
          data: { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag },
        },
      }),
    );
  };
  const subscribe = (c: Client, topic: string) => {
    c.topics.add(topic);
    for (const m of mailbox.get(topic) ?? []) push(c, m);
    return createHash('sha256')
      .update(topic + c.id)
      .digest('hex');
  };
  const publish = (from: Client, topic: string, message: string, ttlS: number, tag: number) => {
    const list = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt >= Date.now());
    if (list.some((m) => m.message === message)) return;
    const m: Stored = {
      topic,
      message,
      publishedAt: Date.now(),
      expiresAt: Date.now() + Math.max(1, ttlS) * 1000,
      tag,
      acked: new Set(),
      from: from.id,
    };
    list.push(m);
    mailbox.set(topic, list);
    for (const c of clients) if (c.topics.has(topic)) push(c, m);
  };

  const handle = (c: Client, req: RpcRequest): unknown => {
    const p = req.params ?? {};
    const str = (k: string) => String(p[k] ?? '');
    switch (req.method) {
      case 'irn_subscribe':
        return subscribe(c, str('topic'));
      case 'irn_batchSubscribe':
        return ((p.topics as string[]) ?? []).map((t) => subscribe(c, t));
      case 'irn_unsubscribe':
        c.topics.delete(str('topic'));
        return true;
      case 'irn_batchUnsubscribe':
        for (const s of (p.subscriptions as { topic: string }[]) ?? []) c.topics.delete(s.topic);
        return true;
      case 'irn_publish':
        publish(c, str('topic'), str('message'), Number(p.ttl ?? 300), Number(p.tag ?? 0));
        return true;
      case 'irn_batchPublish':
        for (const m of (p.messages as { topic: string; message: string; ttl: number; tag: number }[]) ?? [])
          publish(c, m.topic, m.message, m.ttl, m.tag);
        return true;
      case 'irn_batchFetchMessages':
        return {
          messages: ((p.topics as string[]) ?? []).flatMap((t) =>
            (mailbox.get(t) ?? []).map((m) => ({ topic: t, message: m.message, publishedAt: m.publishedAt })),
          ),
          hasMore: false,
        };
      case 'wc_proposeSession': {
        // the dapp never subscribes to the pairing topic itself (skipSubscribe)
        c.topics.add(str('pairingTopic'));
        publish(c, str('pairingTopic'), str('sessionProposal'), Number(p.ttl ?? 300), 1100);
        return true;
      }
      case 'wc_approveSession': {
        const ttl = Number(p.ttl ?? 300);
        c.topics.add(str('sessionTopic'));
        publish(c, str('pairingTopic'), str('sessionProposalResponse'), ttl, 1101);
        publish(c, str('sessionTopic'), str('sessionSettlementRequest'), ttl, 1102);
        return true;
      }
      default:
        return undefined;
    }
  };

  wss.on('connection', (ws, req) => {
    const query = new URL(req.url ?? '/', url).searchParams;
    let id: string;
    try {
      id = decodeJWT(query.get('auth') ?? '').payload.iss;
    } catch {
      ws.close(4001, 'invalid auth');
      return;
    }
    const c: Client = { id, ws, topics: new Set(), inflight: new Map() };
    clients.add(c);
    log(`connect ${id.slice(-8)}`);
    ws.on('close', () => clients.delete(c));
    ws.on('message', (raw) => {
      let msg: RpcRequest;
      try {
        msg = JSON.parse(String(raw)) as RpcRequest;
      } catch {
        return;
      }
      if (!msg.method) {
        // an ack of one of our irn_subscription pushes
        const m = c.inflight.get(Number(msg.id));
        if (m) m.acked.add(c.id);
        c.inflight.delete(Number(msg.id));
        return;
      }
      counts[msg.method] = (counts[msg.method] ?? 0) + 1;
      log(`<- ${id.slice(-8)} ${msg.method}`);
      const result = handle(c, msg);
      // ids are 19-digit strings: echoed exactly as received
      const reply =
        result === undefined
          ? { id: msg.id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } }
          : { id: msg.id, jsonrpc: '2.0', result };
      ws.send(JSON.stringify(reply));
    });
  });
  const pinger = setInterval(() => {
    for (const c of clients) c.ws.ping();
  }, 15_000);
  pinger.unref();

  return {
    url,
    counts,
    dropClients: () => {
      for (const c of clients) c.ws.terminate();
    },
    close: async () => {
      clearInterval(pinger);
      for (const c of clients) c.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
