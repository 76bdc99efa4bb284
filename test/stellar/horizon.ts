/**
 * A fixture Horizon on 127.0.0.1 at a random port, in Horizon's documented wire format
 * (developers.stellar.org/docs/data/apis/horizon/api-reference): GET /accounts/{id},
 * /accounts/{id}/transactions and /operations (limit, order, include_failed), /transactions/{hash},
 * /fee_stats, /ledgers?order=desc&limit=1, and POST /transactions with a form-encoded `tx`.
 * Amounts are 7-decimal strings; errors are problem+json with Horizon's types and, for a
 * rejected transaction, extras.result_codes. The ledger (ledger.ts) verifies and applies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_PASSPHRASE } from './offlineTx';
import { BASE_FEE, BASE_RESERVE, Ledger, type LedgerAccount, type OpRecord, type TxRecord } from './ledger';

/** Rewrites an answer: return a replacement body, or undefined to send the honest one. */
export type Lie = (path: string, body: unknown) => unknown;

export interface HorizonFixture {
  url: string;
  ledger: Ledger;
  fund(id: string, xlm: bigint): void;
  balance(id: string): bigint;
  requests(): { method: string; path: string; query: string; body?: string }[];
  lie(fn: Lie | null): void;
  close(): Promise<void>;
}

const dec = (stroops: bigint) => {
  const neg = stroops < 0n;
  const v = neg ? -stroops : stroops;
  return `${neg ? '-' : ''}${v / 10_000_000n}.${(v % 10_000_000n).toString().padStart(7, '0')}`;
};
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function assetFields(asset: string, prefix = ''): Record<string, string> {
  if (asset === 'native') return { [`${prefix}asset_type`]: 'native' };
  const [code, issuer] = asset.split(':') as [string, string];
  return {
    [`${prefix}asset_type`]: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12',
    [`${prefix}asset_code`]: code,
    [`${prefix}asset_issuer`]: issuer,
  };
}

function accountJson(a: LedgerAccount) {
  return {
    id: a.id,
    account_id: a.id,
    sequence: a.sequence.toString(),
    subentry_count: a.subentries,
    num_sponsoring: 0,
    num_sponsored: 0,
    thresholds: { low_threshold: 0, med_threshold: 0, high_threshold: 0 },
    flags: {
      auth_required: a.authRequired,
      auth_revocable: false,
      auth_immutable: false,
      auth_clawback_enabled: false,
    },
    balances: [
      ...[...a.lines].map(([asset, l]) => ({
        balance: dec(l.balance),
        limit: dec(l.limit),
        buying_liabilities: '0.0000000',
        selling_liabilities: '0.0000000',
        is_authorized: l.authorized,
        is_authorized_to_maintain_liabilities: l.authorized,
        ...assetFields(asset),
      })),
      {
        balance: dec(a.balance),
        buying_liabilities: '0.0000000',
        selling_liabilities: '0.0000000',
        asset_type: 'native',
      },
    ],
    signers: [{ weight: 1, key: a.id, type: 'ed25519_public_key' }],
  };
}

function txJson(t: TxRecord) {
  return {
    id: t.hash,
    hash: t.hash,
    successful: t.successful,
    ledger: t.ledger,
    created_at: iso(t.createdAt),
    source_account: t.source,
    fee_charged: t.feeCharged.toString(),
    max_fee: t.maxFee.toString(),
    operation_count: 1,
    envelope_xdr: t.envelope,
    memo_type: t.memoType,
    ...(t.memo !== undefined ? { memo: t.memo } : {}),
  };
}

function opJson(o: OpRecord, t: TxRecord) {
  const common = {
    id: o.id,
    paging_token: o.id,
    transaction_successful: t.successful,
    source_account: o.from,
    created_at: iso(t.createdAt),
    transaction_hash: t.hash,
  };
  switch (o.type) {
    case 'payment':
      return {
        ...common,
        type: 'payment',
        type_i: 1,
        from: o.from,
        to: o.to,
        amount: dec(o.amount),
        ...assetFields(o.asset),
      };
    case 'create_account':
      return {
        ...common,
        type: 'create_account',
        type_i: 0,
        funder: o.from,
        account: o.to,
        starting_balance: dec(o.amount),
      };
    case 'change_trust': {
      const [code, issuer] = o.asset.split(':') as [string, string];
      return {
        ...common,
        type: 'change_trust',
        type_i: 6,
        trustor: o.from,
        trustee: issuer,
        asset_code: code,
        asset_issuer: issuer,
        asset_type: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12',
        limit: dec(o.amount),
      };
    }
  }
}

const notFound = {
  type: 'https://stellar.org/horizon-errors/not_found',
  title: 'Resource Missing',
  status: 404,
  detail: 'The resource at the url requested was not found.',
};

const page = (records: unknown[]) => ({ _links: {}, _embedded: { records } });

export async function startHorizon(
  opts: { passphrase?: string; now?: () => number } = {},
): Promise<HorizonFixture> {
  const ledger = new Ledger(opts.passphrase ?? LOCAL_PASSPHRASE, opts.now ?? Date.now);
  const log: { method: string; path: string; query: string; body?: string }[] = [];
  let lie: Lie | null = null;

  function touching(id: string, t: TxRecord) {
    return t.source === id || t.ops.some((o) => o.to === id || o.from === id);
  }
  function listed<T>(items: T[], q: URLSearchParams): T[] {
    const limit = Math.min(Number(q.get('limit') ?? 10), 200);
    return (q.get('order') === 'desc' ? [...items].reverse() : items).slice(0, limit);
  }

  function answer(method: string, path: string, q: URLSearchParams, body: string): [number, unknown] {
    if (method === 'POST' && path === '/transactions') {
      const tx = new URLSearchParams(body).get('tx');
      if (!tx)
        return [
          400,
          {
            type: 'https://stellar.org/horizon-errors/transaction_malformed',
            title: 'Transaction Malformed',
            status: 400,
          },
        ];
      const out = ledger.submit(tx);
      if (out.ok) return [200, txJson(out.tx)];
      return [
        400,
        {
          type: 'https://stellar.org/horizon-errors/transaction_failed',
          title: 'Transaction Failed',
          status: 400,
          detail: 'The transaction failed when submitted to the stellar network.',
          extras: {
            envelope_xdr: out.envelope,
            result_codes: {
              transaction: out.transaction,
              ...(out.operations ? { operations: out.operations } : {}),
            },
          },
        },
      ];
    }
    if (method !== 'GET') return [405, { status: 405 }];
    // Horizon's root: its network passphrase and latest ledger (Settings → Networks asks it)
    if (path === '/')
      return [
        200,
        {
          network_passphrase: LOCAL_PASSPHRASE,
          history_latest_ledger: ledger.ledgerSeq,
          core_latest_ledger: ledger.ledgerSeq,
        },
      ];
    if (path === '/fee_stats') {
      const f = BASE_FEE.toString();
      const pct = Object.fromEntries(
        ['p10', 'p20', 'p30', 'p40', 'p50', 'p60', 'p70', 'p80', 'p90', 'p95', 'p99'].map((k) => [k, f]),
      );
      return [
        200,
        {
          last_ledger: String(ledger.ledgerSeq),
          last_ledger_base_fee: f,
          ledger_capacity_usage: '0.10',
          fee_charged: { max: f, min: f, mode: f, ...pct },
          max_fee: { max: f, min: f, mode: f, ...pct },
        },
      ];
    }
    if (path === '/ledgers')
      return [
        200,
        page([
          {
            sequence: ledger.ledgerSeq,
            base_fee_in_stroops: Number(BASE_FEE),
            base_reserve_in_stroops: Number(BASE_RESERVE),
            closed_at: iso(ledger.now()),
          },
        ]),
      ];
    let m = /^\/transactions\/([0-9a-f]{64})$/.exec(path);
    if (m) {
      const t = ledger.txs.find((x) => x.hash === m![1]);
      return t ? [200, txJson(t)] : [404, notFound];
    }
    m = /^\/accounts\/(G[A-Z2-7]{55})(\/transactions|\/operations)?$/.exec(path);
    if (m) {
      const id = m[1]!;
      const a = ledger.accounts.get(id);
      if (!a) return [404, notFound];
      const failed = q.get('include_failed') === 'true';
      const txs = ledger.txs.filter((t) => touching(id, t) && (failed || t.successful));
      if (m[2] === '/transactions') return [200, page(listed(txs, q).map(txJson))];
      if (m[2] === '/operations') {
        const ops = txs.flatMap((t) =>
          t.ops.filter((o) => o.from === id || o.to === id).map((o) => opJson(o, t)),
        );
        return [200, page(listed(ops, q))];
      }
      return [200, accountJson(a)];
    }
    return [404, notFound];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      log.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        ...(body ? { body } : {}),
      });
      const [status, honest] = answer(req.method ?? 'GET', url.pathname, url.searchParams, body);
      const lied = lie?.(url.pathname, honest);
      const json = lied === undefined ? honest : lied;
      res.writeHead(status, {
        'content-type': status >= 400 ? 'application/problem+json' : 'application/hal+json',
      });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ledger,
    fund: (id, stroops) => void ledger.fund(id, stroops),
    balance: (id) => ledger.accounts.get(id)?.balance ?? 0n,
    requests: () => [...log],
    lie: (fn) => void (lie = fn),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
