/**
 * A fixture Hedera network on 127.0.0.1: a mirror node REST API (/api/v1/…, its documented
 * wire format) and a consensus node that speaks real gRPC (@grpc/grpc-js serving
 * proto.CryptoService/cryptoTransfer and getTransactionReceipts with @hashgraph/proto
 * messages), so the SDK's own Client submits to it and asks it for receipts. Both read and
 * write one HederaLedger (ledger.ts), which verifies every signature with the SDK.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, ServerCredentials, type ServiceDefinition, type sendUnaryData } from '@grpc/grpc-js';
import { proto } from '@hiero-ledger/proto';
import { Code, HederaLedger, NODE } from './ledger';
import { accountJson, exchangeRateJson, rawKeyOf } from './mirrorJson';

export interface RequestLog {
  path: string;
  query: Record<string, string>;
}

/** Rewrites a mirror answer: return a replacement body, or undefined for the honest one. */
export type Lie = (path: string, body: unknown) => unknown;

export interface HederaNetwork {
  ledger: HederaLedger;
  /** http://127.0.0.1:port, the mirror node's root */
  mirrorUrl: string;
  /** 127.0.0.1:port, the consensus node's gRPC address (node account 0.0.3) */
  nodeAddress: string;
  nodeAccountId: string;
  /** mirror requests served, oldest first */
  requests(): RequestLog[];
  lie(fn: Lie | null): void;
  close(): Promise<void>;
}

/** A unary method of proto.CryptoService, (de)serialized by @hashgraph/proto's own codecs. */
function unary<Req, Res>(
  method: string,
  request: { decode(b: Uint8Array): Req; encode(r: Req): { finish(): Uint8Array } },
  response: { decode(b: Uint8Array): Res; encode(r: Res): { finish(): Uint8Array } },
): ServiceDefinition[string] {
  return {
    path: `/proto.CryptoService/${method}`,
    requestStream: false,
    responseStream: false,
    requestSerialize: (r: Req) => Buffer.from(request.encode(r).finish()),
    requestDeserialize: (b: Buffer) => request.decode(b),
    responseSerialize: (r: Res) => Buffer.from(response.encode(r).finish()),
    responseDeserialize: (b: Buffer) => response.decode(b),
  };
}

const CRYPTO_SERVICE: ServiceDefinition = {
  cryptoTransfer: unary('cryptoTransfer', proto.Transaction, proto.TransactionResponse),
  getTransactionReceipts: unary('getTransactionReceipts', proto.Query, proto.Response),
};

const txIdOf = (id: proto.ITransactionID | null | undefined) => {
  const a = id?.accountID;
  const s = id?.transactionValidStart;
  return `${String(a?.shardNum ?? 0)}.${String(a?.realmNum ?? 0)}.${String(a?.accountNum ?? 0)}-${String(s?.seconds ?? 0)}-${String(s?.nanos ?? 0).padStart(9, '0')}`;
};

export async function startHederaNetwork(): Promise<HederaNetwork> {
  const ledger = new HederaLedger();
  const log: RequestLog[] = [];
  let lie: Lie | null = null;

  const grpc = new Server();
  grpc.addService(CRYPTO_SERVICE, {
    cryptoTransfer: (
      call: { request: proto.Transaction },
      done: sendUnaryData<proto.ITransactionResponse>,
    ) => {
      const { precheck } = ledger.submit(call.request, NODE);
      done(null, { nodeTransactionPrecheckCode: precheck });
    },
    getTransactionReceipts: (call: { request: proto.Query }, done: sendUnaryData<proto.IResponse>) => {
      const id = txIdOf(call.request.transactionGetReceipt?.transactionID);
      const status = ledger.receipts.get(id);
      done(null, {
        transactionGetReceipt: {
          header: { nodeTransactionPrecheckCode: status === undefined ? Code.RECEIPT_NOT_FOUND : Code.OK },
          ...(status === undefined ? {} : { receipt: { status } }),
        },
      });
    },
  });
  const grpcPort = await new Promise<number>((resolve, reject) =>
    grpc.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (e, port) =>
      e ? reject(e) : resolve(port),
    ),
  );

  const mirror = (path: string, q: URLSearchParams): [number, unknown] => {
    if (path === '/api/v1/network/exchangerate') return [200, exchangeRateJson(ledger.rate)];
    if (path === '/api/v1/accounts') {
      const key = q.get('account.publickey');
      const found = key ? ledger.accountByKey(rawKeyOf(key)) : undefined;
      return [200, { accounts: found ? [accountJson(found)] : [], links: { next: null } }];
    }
    const m = /^\/api\/v1\/accounts\/(\d+\.\d+\.\d+)$/.exec(path);
    if (m) {
      const a = ledger.accounts.get(m[1]!);
      if (!a) return [404, { _status: { messages: [{ message: 'Not found' }] } }];
      if (q.get('transactions') === 'false') return [200, accountJson(a)];
      const type = q.get('transactiontype')?.toUpperCase();
      const limit = Math.min(Number(q.get('limit') ?? '25'), 100);
      const mine = ledger.records.filter(
        (r) => (!type || r.name === type) && r.transfers.some((t) => t.account === a.id),
      );
      if (q.get('order') !== 'asc') mine.reverse();
      return [200, accountJson(a, mine.slice(0, limit))];
    }
    return [404, { _status: { messages: [{ message: 'Not found' }] } }];
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    log.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const [status, honest] = mirror(url.pathname, url.searchParams);
    const body = lie?.(url.pathname, honest) ?? honest;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    ledger,
    mirrorUrl: `http://127.0.0.1:${port}`,
    nodeAddress: `127.0.0.1:${grpcPort}`,
    nodeAccountId: NODE,
    requests: () => [...log],
    lie: (fn) => void (lie = fn),
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await new Promise<void>((r) => grpc.tryShutdown(() => r()));
    },
  };
}
