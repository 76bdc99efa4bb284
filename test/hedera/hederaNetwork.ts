/**
 * A fixture Hedera network on 127.0.0.1: a mirror node REST API (/api/v1/…, its documented
 * wire format) and a consensus node that speaks real gRPC (@grpc/grpc-js serving
 * proto.CryptoService/cryptoTransfer and getTransactionReceipts with @hashgraph/proto
 * messages), so the SDK's own Client submits to it and asks it for receipts. Both read and
 * write one HederaLedger (ledger.ts), which verifies every signature with the SDK.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, ServerCredentials, type ServiceDefinition, type sendUnaryData } from '@grpc/grpc-js';
import { proto } from '@hiero-ledger/proto';
import { Code, HederaLedger, NODE } from './ledger';
import {
  accountJson,
  exchangeRateJson,
  rawKeyOf,
  tokenInfoJson,
  tokenRelationshipJson,
  transactionJson,
} from './mirrorJson';

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
  service: string,
  request: { decode(b: Uint8Array): Req; encode(r: Req): { finish(): Uint8Array } },
  response: { decode(b: Uint8Array): Res; encode(r: Res): { finish(): Uint8Array } },
): ServiceDefinition[string] {
  return {
    path: `/proto.${service}/${method}`,
    requestStream: false,
    responseStream: false,
    requestSerialize: (r: Req) => Buffer.from(request.encode(r).finish()),
    requestDeserialize: (b: Buffer) => request.decode(b),
    responseSerialize: (r: Res) => Buffer.from(response.encode(r).finish()),
    responseDeserialize: (b: Buffer) => response.decode(b),
  };
}

const CRYPTO_SERVICE: ServiceDefinition = {
  cryptoTransfer: unary('cryptoTransfer', 'CryptoService', proto.Transaction, proto.TransactionResponse),
  getTransactionReceipts: unary('getTransactionReceipts', 'CryptoService', proto.Query, proto.Response),
};

/** TokenService/associateTokens: where the SDK sends a TokenAssociateTransaction */
const TOKEN_SERVICE: ServiceDefinition = {
  associateTokens: unary('associateTokens', 'TokenService', proto.Transaction, proto.TransactionResponse),
};

const NOT_FOUND: [number, unknown] = [404, { _status: { messages: [{ message: 'Not found' }] } }];

const txIdOf = (id: proto.ITransactionID | null | undefined) => {
  const a = id?.accountID;
  const s = id?.transactionValidStart;
  return `${String(a?.shardNum ?? 0)}.${String(a?.realmNum ?? 0)}.${String(a?.accountNum ?? 0)}-${String(s?.seconds ?? 0)}-${String(s?.nanos ?? 0).padStart(9, '0')}`;
};

export async function startHederaNetwork(): Promise<HederaNetwork> {
  const ledger = new HederaLedger();
  const networkSalt = randomBytes(16).toString('hex');
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
  grpc.addService(TOKEN_SERVICE, {
    associateTokens: (
      call: { request: proto.Transaction },
      done: sendUnaryData<proto.ITransactionResponse>,
    ) => {
      const { precheck } = ledger.submit(call.request, NODE);
      done(null, { nodeTransactionPrecheckCode: precheck });
    },
  });
  const grpcPort = await new Promise<number>((resolve, reject) =>
    grpc.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (e, port) =>
      e ? reject(e) : resolve(port),
    ),
  );

  const mirror = (path: string, q: URLSearchParams): [number, unknown] => {
    if (path === '/api/v1/network/exchangerate') return [200, exchangeRateJson(ledger.rate)];
    // record-file blocks, one per record past 100, their hashes this network's own (another
    // fixture network's differ): Settings → Networks compares a mirror's with the profile's
    const tip = 100 + ledger.records.length;
    const blockJson = (n: number) => ({
      number: n,
      hash: `0x${createHash('sha384').update(`${networkSalt} ${n}`).digest('hex')}`,
    });
    if (path === '/api/v1/blocks') return [200, { blocks: [blockJson(tip)], links: { next: null } }];
    const b = /^\/api\/v1\/blocks\/(\d+)$/.exec(path);
    if (b) return Number(b[1]) <= tip ? [200, blockJson(Number(b[1]))] : NOT_FOUND;
    if (path === '/api/v1/accounts') {
      const key = q.get('account.publickey');
      const found = key ? ledger.accountByKey(rawKeyOf(key)) : undefined;
      return [200, { accounts: found ? [accountJson(found)] : [], links: { next: null } }];
    }
    const t = /^\/api\/v1\/tokens\/(\d+\.\d+\.\d+)$/.exec(path);
    if (t) {
      const token = ledger.tokens.get(t[1]!);
      return token ? [200, tokenInfoJson(token)] : NOT_FOUND;
    }
    const rel = /^\/api\/v1\/accounts\/(\d+\.\d+\.\d+)\/tokens$/.exec(path);
    if (rel) {
      if (!ledger.accounts.has(rel[1]!)) return NOT_FOUND;
      const only = q.get('token.id')?.replace(/^eq:/, '');
      const rows = ledger
        .associationsOf(rel[1]!)
        .filter((a) => !only || a.token === only)
        .slice(0, Math.min(Number(q.get('limit') ?? '25'), 100));
      return [
        200,
        {
          tokens: rows.map((a) => tokenRelationshipJson(a, ledger.tokens.get(a.token)!)),
          links: { next: null },
        },
      ];
    }
    if (path === '/api/v1/transactions') {
      // account.id: the account moved HBAR or tokens in it, or was the one associated
      const id = q.get('account.id')?.replace(/^eq:/, '');
      const type = q.get('transactiontype')?.toUpperCase();
      const limit = Math.min(Number(q.get('limit') ?? '25'), 100);
      const rows = ledger.records.filter(
        (r) =>
          (!type || r.name === type) &&
          (!id ||
            r.entityId === id ||
            r.transfers.some((x) => x.account === id) ||
            r.tokenTransfers.some((x) => x.account === id)),
      );
      if (q.get('order') !== 'asc') rows.reverse();
      return [200, { transactions: rows.slice(0, limit).map(transactionJson), links: { next: null } }];
    }
    const m = /^\/api\/v1\/accounts\/(\d+\.\d+\.\d+)$/.exec(path);
    if (m) {
      const a = ledger.accounts.get(m[1]!);
      if (!a) return NOT_FOUND;
      if (q.get('transactions') === 'false')
        return [200, accountJson(a, undefined, ledger.associationsOf(a.id))];
      const type = q.get('transactiontype')?.toUpperCase();
      const limit = Math.min(Number(q.get('limit') ?? '25'), 100);
      const mine = ledger.records.filter(
        (r) => (!type || r.name === type) && r.transfers.some((t) => t.account === a.id),
      );
      if (q.get('order') !== 'asc') mine.reverse();
      return [200, accountJson(a, mine.slice(0, limit), ledger.associationsOf(a.id))];
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
