/**
 * A fixture rippled on 127.0.0.1 at a random port: JSON-RPC over HTTP (POST / with
 * `{ method, params: [ {...} ] }`) answering server_info, server_state, fee, ledger_current,
 * account_info, account_tx, tx and submit in API v2's wire format. Every submitted blob's
 * signature is verified with ripple-keypairs and applied to a small ledger (ledger.ts,
 * applyTx.ts); ledgers close on `ledger_accept` (rippled's standalone-mode admin call) or on
 * a timer, so submitted transactions become validated the way they do on the network.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LSF_REQUIRE_DEST_TAG, RippleLedger, type FeeSettings } from './ledger';
import { rpcMethods, type Params } from './rpcMethods';

export interface RippledOptions {
  settings?: Partial<FeeSettings>;
  /** close a ledger this often (ms); absent: only on `ledger_accept` or `close()` */
  closeEveryMs?: number;
}

export interface RequestLog {
  method: string;
  params: Params;
}

/** Rewrites an answer: return a replacement result, or undefined to send the honest one. */
export type Lie = (method: string, result: Record<string, unknown>, params: Params) => unknown;

export interface Rippled {
  url: string;
  ledger: RippleLedger;
  /**
   * a payment from the genesis account (in account_tx like any deposit), creating the account;
   * the test's changes below are validated at once
   */
  fund(address: string, drops: bigint): void;
  /** sets or clears lsfRequireDestTag on an account (AccountSet asfRequireDest) */
  requireDestTag(address: string, on: boolean): void;
  setOwnerCount(address: string, count: number): void;
  /** credits `units` of an issued currency on the holder's line (opened at need, NoRipple set) */
  issue(holder: string, currency: string, issuer: string, units: bigint): void;
  /** sets an issuer's TransferRate (AccountSet TransferRate; 1e9 = none) */
  setTransferRate(issuer: string, rate: number): void;
  /** the server stops publishing reserves (an older or odd server) */
  omitReserves(on: boolean): void;
  /** closes the open ledger (its transactions become validated) */
  closeLedger(): void;
  balance(address: string): bigint;
  requests(): RequestLog[];
  lie(fn: Lie | null): void;
  close(): Promise<void>;
}

export async function startRippled(opts: RippledOptions = {}): Promise<Rippled> {
  const ledger = new RippleLedger(opts.settings);
  ledger.close(); // a validated ledger to start from
  let noReserves = false;
  let lie: Lie | null = null;
  const log: RequestLog[] = [];
  const methods = rpcMethods(ledger, { omitReserves: () => noReserves });

  const answer = (method: string, params: Params): unknown => {
    if (method === 'ledger_accept') {
      ledger.close();
      return { ledger_current_index: ledger.current, status: 'success' };
    }
    const run = methods[method];
    if (!run)
      return {
        error: 'unknownCmd',
        error_code: 32,
        error_message: 'Unknown method.',
        request: params,
        status: 'error',
      };
    const result = run(params);
    const honest = result.status === 'error' ? result : { ...result, status: 'success' };
    return lie?.(method, honest, params) ?? honest;
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      let parsed: { method?: unknown; params?: unknown };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        res.writeHead(400).end('Unable to parse request');
        return;
      }
      const method = String(parsed.method ?? '');
      const params = (Array.isArray(parsed.params) ? parsed.params[0] : {}) as Params | undefined;
      log.push({ method, params: params ?? {} });
      const result = answer(method, params ?? {});
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const timer = opts.closeEveryMs ? setInterval(() => ledger.close(), opts.closeEveryMs) : null;
  const account = (address: string) => {
    const a = ledger.accounts.get(address);
    if (!a) throw new Error(`no account ${address}`);
    return a;
  };

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ledger,
    // the test's own changes are validated at once, as if a ledger closed after them
    fund(address, drops) {
      ledger.deposit(address, drops);
      ledger.close();
    },
    requireDestTag(address, on) {
      const a = account(address);
      a.Flags = on ? a.Flags | LSF_REQUIRE_DEST_TAG : a.Flags & ~LSF_REQUIRE_DEST_TAG;
      ledger.close();
    },
    setOwnerCount(address, count) {
      account(address).OwnerCount = count;
      ledger.close();
    },
    issue(holder, currency, issuer, units) {
      ledger.issue(holder, currency, issuer, units);
      ledger.close();
    },
    setTransferRate(issuer, rate) {
      account(issuer);
      ledger.transferRates.set(issuer, rate);
      ledger.close();
    },
    omitReserves: (on) => void (noReserves = on),
    closeLedger: () => ledger.close(),
    balance: (address) => ledger.accounts.get(address)?.Balance ?? 0n,
    requests: () => [...log],
    lie: (fn) => void (lie = fn),
    close: async () => {
      if (timer) clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
