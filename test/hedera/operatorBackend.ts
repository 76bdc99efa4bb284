/**
 * The product backend's Hedera account service on 127.0.0.1 (POST /hedera/accounts, the wire
 * in main/product/hederaAccounts.ts): its operator account pays to create an account for the
 * public key the wallet sends, on the fixture network's ledger, as AccountCreate would (the key
 * and the fee are the operator's, never the wallet's). `lie` replaces the answer, to play a
 * hostile or broken backend; `requests` keeps every body received. The catalogue calls
 * (/coins, /coin-groups, /clients/coins) answer empty, so an app pointed here syncs quietly;
 * /currencies is not served (the app falls back to its shipped catalogue).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HederaLedger } from './ledger';

const DER_ED25519_PUBLIC = '302a300506032b6570032100';

export interface CreateRequest {
  network: string;
  operatorAccountId: string;
  publicKey: string;
}

/** Given the request and the honest answer, a replacement [status, body], or undefined. */
export type BackendLie = (
  req: CreateRequest,
  honest: () => [number, unknown],
) => [number, unknown] | undefined;

export interface OperatorBackend {
  url: string;
  /** the operator account the backend runs (funded on the ledger) */
  operator: string;
  requests(): CreateRequest[];
  lie(fn: BackendLie | null): void;
  close(): Promise<void>;
}

/** what the operator pays per account created, in tinybars (about $0.05 at the fixture's rate) */
export const CREATE_FEE = 41_666_667n;

export async function startOperatorBackend(ledger: HederaLedger): Promise<OperatorBackend> {
  const operator = ledger.createAccount('ab'.repeat(32), 10n ** 12n);
  const seen: CreateRequest[] = [];
  let lie: BackendLie | null = null;

  const honest = (req: CreateRequest): [number, unknown] => {
    if (req.operatorAccountId !== operator)
      return [400, { error: `operator ${req.operatorAccountId} is not run by this backend` }];
    const der = req.publicKey.toLowerCase();
    if (!der.startsWith(DER_ED25519_PUBLIC) || der.length !== DER_ED25519_PUBLIC.length + 64)
      return [400, { error: 'publicKey must be an ed25519 key in DER hex' }];
    const raw = der.slice(DER_ED25519_PUBLIC.length);
    const existing = ledger.accountByKey(raw)?.id;
    if (existing) return [200, { data: { accountId: existing } }];
    const id = ledger.createAccount(raw);
    ledger.fund(operator, -CREATE_FEE);
    return [200, { data: { accountId: id } }];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let status = 404;
      let body: unknown = { error: 'not found' };
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      // the backend's other calls, answered empty so an app pointed here syncs quietly
      if (path === '/coins' || path === '/coin-groups') [status, body] = [200, { data: { data: [] } }];
      if (path === '/clients/coins') [status, body] = [200, { data: {} }];
      if (req.method === 'POST' && path === '/hedera/accounts') {
        try {
          const r = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CreateRequest;
          seen.push(r);
          [status, body] = lie?.(r, () => honest(r)) ?? honest(r);
        } catch {
          [status, body] = [400, { error: 'bad json' }];
        }
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    operator,
    requests: () => [...seen],
    lie: (fn) => void (lie = fn),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
