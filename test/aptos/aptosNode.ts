/**
 * A fixture Aptos node on 127.0.0.1 at a random port, serving the node REST API (/v1) in its
 * documented wire format: ledger info, accounts, the coin::balance view function, an account's
 * transactions, transactions by hash, estimate_gas_price, simulate and submit (BCS bodies,
 * application/x.aptos.signed_transaction+bcs), transactions by version, and an account's APT
 * deposit events (GET /accounts/{a}/events/0x1::coin::CoinStore<…AptosCoin>/deposit_events, the
 * latest `limit` when no start is given). Every submitted SignedTransaction is
 * deserialized with @aptos-labs/ts-sdk and its ed25519 signature and authentication key
 * verified (applyTx.ts) before it changes the ledger, so a send really moves APT.
 * Tokens (issue 37): GET /accounts/{a}/resource/{type} for a fungible asset's
 * 0x1::fungible_asset::Metadata and a coin's 0x1::coin::CoinInfo<T>, the views
 * 0x1::primary_fungible_store::balance<Metadata> and 0x1::coin::balance<T>, a coin's
 * CoinStore<T> deposit events, and transfers of both moving the token's own ledger; a fungible
 * asset's transfers carry the framework's Withdraw/Deposit module events, and POST /v1/graphql
 * answers the indexer's fungible_asset_activities query for them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountAddress } from '@aptos-labs/ts-sdk';
import { NodeRefusal, apply, checkSigned, outcomeOf, transactionJson } from './applyTx';
import { AptosLedger, type GasSettings, type TxJson } from './ledger';

export const BCS_SIGNED_TRANSACTION = 'application/x.aptos.signed_transaction+bcs';
const APT_COIN_STORE = '0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>';
const FA_METADATA = '0x1::fungible_asset::Metadata';
/** a coin type as the framework writes it (special addresses short), from any address form */
const coinTypeOf = (t: string) => {
  const [a, m, n] = t.split('::') as [string, string, string];
  return `${AccountAddress.fromString(a, { maxMissingChars: 63 }).toString()}::${m}::${n}`;
};

export interface AptosNodeOptions {
  gas?: Partial<GasSettings>;
  chainId?: number;
  /**
   * false: submitted transactions wait in the mempool (by_hash answers pending_transaction)
   * until `commit()` or the timer; true (default): committed as they come
   */
  autoCommit?: boolean;
  /** commit the mempool this often (ms) */
  commitEveryMs?: number;
  /** the node's clock, unix ms */
  now?: () => number;
}

export interface RequestLog {
  method: string;
  path: string;
  contentType?: string;
}

/** Rewrites an answer: return a replacement body, or undefined to send the honest one. */
export type Lie = (path: string, body: unknown) => unknown;

export interface AptosNode {
  /** the REST API base, ending in /v1 */
  url: string;
  ledger: AptosLedger;
  /** a faucet mint to `address` (creating its account) */
  fund(address: string, octas: bigint): void;
  balance(address: string): bigint;
  /** a fungible asset at metadata object `metadata` (any address form) */
  registerFa(metadata: string, name: string, symbol: string, decimals: number): string;
  /** a coin of type `coinType` (address::module::Struct) */
  registerCoin(coinType: string, name: string, symbol: string, decimals: number): string;
  /** a mint of token `id` (as register* returned it) to `address` */
  fundToken(address: string, id: string, amount: bigint): void;
  tokenBalance(address: string, id: string): bigint;
  commit(): void;
  hold(on: boolean): void;
  requests(): RequestLog[];
  lie(fn: Lie | null): void;
  close(): Promise<void>;
}

const long = (a: string) => {
  try {
    return AccountAddress.fromString(a).toStringLong();
  } catch {
    throw new NodeRefusal(400, 'invalid_input', `Invalid account address: ${a}`);
  }
};

export async function startAptosNode(opts: AptosNodeOptions = {}): Promise<AptosNode> {
  const ledger = new AptosLedger(opts.gas, opts.chainId ?? 4);
  const now = opts.now ?? Date.now;
  let autoCommit = opts.autoCommit ?? true;
  let lie: Lie | null = null;
  const log: RequestLog[] = [];
  const nowS = () => BigInt(Math.floor(now() / 1000));
  const nowUs = () => BigInt(now()) * 1000n;
  const pendingFrom = (sender: string) =>
    [...ledger.pending.values()].filter((p) => p.json.sender === AccountAddress.from(sender).toString())
      .length;

  /**
   * GET /accounts/{a}/resource/{type}: a fungible asset's Metadata at its object's address, a
   * coin's CoinInfo<T> at its publisher's; 404 resource_not_found otherwise, as the node says.
   */
  function resource(address: string, type: string): unknown {
    const notFound = () =>
      new NodeRefusal(
        404,
        'resource_not_found',
        `Resource not found by Address(${address}), Struct tag(${type})`,
      );
    if (type === FA_METADATA) {
      const t = ledger.tokens.get(address);
      if (t?.standard !== 'fa') throw notFound();
      return {
        type,
        data: { name: t.name, symbol: t.symbol, decimals: t.decimals, icon_uri: '', project_uri: '' },
      };
    }
    const info = /^0x1::coin::CoinInfo<(.+)>$/.exec(type);
    const t = info ? ledger.tokens.get(info[1]!) : undefined;
    if (!info || t?.standard !== 'coin' || long(info[1]!.split('::')[0]!) !== address) throw notFound();
    return {
      type,
      data: { name: t.name, symbol: t.symbol, decimals: t.decimals, supply: { vec: [] } },
    };
  }

  /** POST /view: APT's coin::balance, a coin's coin::balance<T>, a fungible asset's primary store balance */
  function view(req: { function?: string; type_arguments?: string[]; arguments?: unknown[] }): string[] {
    const [typeArg] = req.type_arguments ?? [];
    const [a0, a1] = req.arguments ?? [];
    const refuse = (why: string) => new NodeRefusal(400, 'invalid_input', why);
    if (req.function === '0x1::coin::balance' && typeof a0 === 'string') {
      if (typeArg === '0x1::aptos_coin::AptosCoin') return [ledger.balance(long(a0)).toString()];
      const t = typeArg ? ledger.tokens.get(typeArg) : undefined;
      if (t?.standard !== 'coin') throw refuse(`Type ${typeArg} is not a coin the node knows`);
      return [ledger.tokenBalance(long(a0), typeArg!).toString()];
    }
    if (
      req.function === '0x1::primary_fungible_store::balance' &&
      typeArg === FA_METADATA &&
      typeof a0 === 'string' &&
      typeof a1 === 'string'
    ) {
      // an object that is no fungible asset aborts in the framework (EFUNGIBLE_METADATA_EXISTENCE)
      if (ledger.tokens.get(long(a1))?.standard !== 'fa')
        throw refuse('Move abort in 0x1::fungible_asset: EFUNGIBLE_METADATA_EXISTENCE(0x6001e)');
      return [ledger.tokenBalance(long(a0), long(a1)).toString()];
    }
    throw refuse(`The fixture node does not serve the view ${req.function}`);
  }

  function get(path: string, query: URLSearchParams): unknown {
    if (path === '' || path === '/')
      return {
        chain_id: ledger.chainId,
        epoch: '1',
        ledger_version: ledger.version.toString(),
        oldest_ledger_version: '0',
        ledger_timestamp: nowUs().toString(),
        node_role: 'full_node',
        oldest_block_height: '0',
        block_height: ledger.version.toString(),
      };
    if (path === '/estimate_gas_price')
      return {
        deprioritized_gas_estimate: Number(ledger.gas.deprioritizedGasEstimate),
        gas_estimate: Number(ledger.gas.gasEstimate),
        prioritized_gas_estimate: Number(ledger.gas.prioritizedGasEstimate),
      };
    let m = /^\/accounts\/([^/]+)$/.exec(path);
    if (m) {
      const address = long(m[1]!);
      const a = ledger.account(address);
      if (!a)
        throw new NodeRefusal(
          404,
          'account_not_found',
          `Account not found by Address(${address}) and Ledger version(${ledger.version})`,
        );
      return { sequence_number: a.sequenceNumber.toString(), authentication_key: a.authKey };
    }
    m = /^\/accounts\/([^/]+)\/transactions$/.exec(path);
    if (m) {
      const address = AccountAddress.from(long(m[1]!)).toString();
      if (!ledger.account(long(m[1]!)))
        throw new NodeRefusal(404, 'account_not_found', `Account not found by Address(${long(m[1]!)})`);
      const limit = Math.min(Number(query.get('limit') ?? 25), 100);
      const mine = ledger.txs.filter((t) => t.sender === address);
      const start = query.get('start');
      // oldest first, as the node lists by sequence number; no start: the latest `limit`
      const from =
        start !== null
          ? mine.findIndex((t) => t.sequence_number === start)
          : Math.max(0, mine.length - limit);
      return from < 0 ? [] : mine.slice(from, from + limit);
    }
    m = /^\/accounts\/([^/]+)\/resource\/([^/]+)$/.exec(path);
    if (m) return resource(long(m[1]!), decodeURIComponent(m[2]!));
    m = /^\/accounts\/([^/]+)\/events\/([^/]+)\/([^/]+)$/.exec(path);
    if (m) {
      const address = long(m[1]!);
      const handle = decodeURIComponent(m[2]!);
      const store = /^0x1::coin::CoinStore<(.+)>$/.exec(handle);
      const coin =
        store && store[1] !== '0x1::aptos_coin::AptosCoin' ? ledger.tokens.get(store[1]!) : undefined;
      if (coin?.standard === 'coin' && m[3] === 'deposit_events' && coin.balances.has(address)) {
        const list = coin.deposits.get(address) ?? [];
        const limit = Math.min(Number(query.get('limit') ?? 25), 100);
        const from = Math.max(0, list.length - limit);
        return list.slice(from, from + limit).map((e) => ({
          version: e.version.toString(),
          guid: { creation_number: '4', account_address: AccountAddress.from(address).toString() },
          sequence_number: e.sequenceNumber.toString(),
          type: '0x1::coin::DepositEvent',
          data: { amount: e.amount.toString() },
        }));
      }
      if (handle !== APT_COIN_STORE || m[3] !== 'deposit_events')
        throw new NodeRefusal(
          404,
          'resource_not_found',
          `Resource not found by Address(${address}), Struct tag(${handle})`,
        );
      if (!ledger.account(address))
        throw new NodeRefusal(404, 'account_not_found', `Account not found by Address(${address})`);
      const list = ledger.deposits.get(address) ?? [];
      const limit = Math.min(Number(query.get('limit') ?? 25), 100);
      const start = query.get('start');
      const from = start !== null ? Number(start) : Math.max(0, list.length - limit);
      return list.slice(from, from + limit).map((e) => ({
        version: e.version.toString(),
        guid: { creation_number: '2', account_address: AccountAddress.from(address).toString() },
        sequence_number: e.sequenceNumber.toString(),
        type: '0x1::coin::DepositEvent',
        data: { amount: e.amount.toString() },
      }));
    }
    m = /^\/transactions\/by_version\/(\d+)$/.exec(path);
    if (m) {
      const t = ledger.txs.find((x) => x.version === m![1]);
      if (!t)
        throw new NodeRefusal(
          404,
          'transaction_not_found',
          `Transaction not found by Ledger version(${m[1]})`,
        );
      return t;
    }
    m = /^\/transactions\/by_hash\/(0x[0-9a-fA-F]{64})$/.exec(path);
    if (m) {
      const hash = m[1]!.toLowerCase();
      const done = ledger.txs.find((t) => t.hash === hash);
      if (done) return done;
      const p = ledger.pending.get(hash);
      if (p) return { ...pendingJson(p.json) };
      throw new NodeRefusal(
        404,
        'transaction_not_found',
        `Transaction not found by Transaction hash(${hash})`,
      );
    }
    throw new NodeRefusal(404, 'web_framework_error', `not found: ${path}`);
  }

  /** the mempool's view of a transaction: no version, no outcome */
  function pendingJson(t: TxJson): TxJson {
    const {
      version: _v,
      success: _s,
      vm_status: _vm,
      gas_used: _g,
      events: _e,
      changes: _c,
      timestamp: _t,
      ...rest
    } = t;
    return { ...rest, type: 'pending_transaction' };
  }

  /**
   * POST /graphql: the indexer's fungible_asset_activities for one owner and asset, Deposits
   * only, newest first, as Hasura writes them (bigint and numeric columns as JSON numbers).
   * The real indexer sits at the same /v1 base on Aptos Labs' hosts.
   */
  function graphql(req: { query?: unknown; variables?: Record<string, unknown> }): unknown {
    // the identity Settings → Networks asks of an own indexer: the chain and each processor's version
    if (typeof req.query === 'string' && req.query.includes('ledger_infos'))
      return {
        data: {
          ledger_infos: [{ chain_id: ledger.chainId }],
          processor_status: [
            { processor: 'fungible_asset_processor', last_success_version: Number(ledger.version) },
          ],
        },
      };
    const { owner, asset, limit } = req.variables ?? {};
    if (
      typeof req.query !== 'string' ||
      !req.query.includes('fungible_asset_activities') ||
      !req.query.includes('"0x1::fungible_asset::Deposit"') ||
      typeof owner !== 'string' ||
      typeof asset !== 'string' ||
      typeof limit !== 'number'
    )
      return { errors: [{ message: 'the fixture indexer answers fungible_asset_activities Deposits only' }] };
    const t = ledger.tokens.get(long(asset));
    const list = t?.standard === 'fa' ? (t.deposits.get(long(owner)) ?? []) : [];
    return {
      data: {
        fungible_asset_activities: [...list]
          .reverse()
          .slice(0, limit)
          .map((e) => ({
            transaction_version: Number(e.version),
            amount: Number(e.amount),
            type: '0x1::fungible_asset::Deposit',
            owner_address: long(owner),
            asset_type: long(asset),
            is_transaction_success: true,
          })),
      },
    };
  }

  function post(path: string, contentType: string, body: Buffer): { status: number; body: unknown } {
    if (path === '/graphql')
      return {
        status: 200,
        body: graphql(JSON.parse(body.toString('utf8')) as Parameters<typeof graphql>[0]),
      };
    if (path === '/view') {
      return { status: 200, body: view(JSON.parse(body.toString('utf8')) as Parameters<typeof view>[0]) };
    }
    if (path === '/transactions' || path === '/transactions/simulate') {
      if (contentType !== BCS_SIGNED_TRANSACTION)
        throw new NodeRefusal(415, 'web_framework_error', `unsupported content type ${contentType}`);
      const simulate = path.endsWith('/simulate');
      const c = checkSigned(
        ledger,
        new Uint8Array(body),
        simulate ? 'simulate' : 'submit',
        nowS(),
        pendingFrom,
      );
      if (simulate) {
        const json = transactionJson(c, outcomeOf(ledger, c), ledger.version, nowUs());
        return { status: 200, body: [json] };
      }
      const json = transactionJson(c, { success: true, vmStatus: '', gasUsed: 0n }, 0n, 0n);
      ledger.pending.set(c.hash, { json, apply: () => apply(ledger, c, nowUs()) });
      if (autoCommit) ledger.commit();
      return { status: 202, body: pendingJson(json) };
    }
    throw new NodeRefusal(404, 'web_framework_error', `not found: ${path}`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim();
      log.push({ method: req.method ?? 'GET', path: url.pathname, ...(contentType ? { contentType } : {}) });
      let status = 200;
      let out: unknown;
      try {
        if (!url.pathname.startsWith('/v1')) throw new NodeRefusal(404, 'web_framework_error', 'not found');
        const path = url.pathname.slice(3);
        if (req.method === 'POST') ({ status, body: out } = post(path, contentType, Buffer.concat(chunks)));
        else out = get(path, url.searchParams);
        out = lie?.(path, out) ?? out;
      } catch (e) {
        const r = e instanceof NodeRefusal ? e : new NodeRefusal(500, 'internal_error', String(e));
        status = r.status;
        out = r.body();
      }
      res
        .writeHead(status, {
          'content-type': 'application/json',
          'x-aptos-chain-id': String(ledger.chainId),
          'x-aptos-ledger-version': ledger.version.toString(),
        })
        .end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const timer = opts.commitEveryMs ? setInterval(() => ledger.commit(), opts.commitEveryMs) : null;

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    ledger,
    fund: (address, octas) => ledger.mint(long(address), octas, nowUs()),
    balance: (address) => ledger.balance(long(address)),
    registerFa: (metadata, name, symbol, decimals) => {
      const id = long(metadata);
      ledger.registerToken(id, 'fa', name, symbol, decimals);
      return id;
    },
    registerCoin: (coinType, name, symbol, decimals) => {
      const id = coinTypeOf(coinType);
      ledger.registerToken(id, 'coin', name, symbol, decimals);
      return id;
    },
    fundToken: (address, id, amount) => ledger.mintToken(long(address), id, amount, nowUs()),
    tokenBalance: (address, id) => ledger.tokenBalance(long(address), id),
    commit: () => ledger.commit(),
    hold: (on) => void (autoCommit = !on),
    requests: () => [...log],
    lie: (fn) => void (lie = fn),
    close: async () => {
      if (timer) clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
