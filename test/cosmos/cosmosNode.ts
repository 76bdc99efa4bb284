/**
 * A fixture Cosmos chain on 127.0.0.1 at a random port: CometBFT 0.38 JSON-RPC (POST /:
 * status, abci_query for auth, bank and Simulate, broadcast_tx_sync, tx, tx_search, block)
 * answering protobuf from cosmjs-types, and on the same host the REST APIs the wallet reads
 * in their wire formats: the indexer's account transactions (Cosmos Hub), Midgard's balance and
 * actions (swaps, refunds, liquidity from real deposits: test/cosmos/midgard.ts) and THORNode's /txs and /thorchain/constants|network (THORChain). Broadcasts go through
 * applyTx.ts (signatures verified, a ledger kept per denom), so a send really moves coins. On the
 * Hub, bank queries answer every denom (AllBalances, SupplyOf, DenomMetadata) and ibc-go's
 * transfer Query/Denom gives an IBC voucher's trace.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth';
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query';
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
  QueryDenomMetadataRequest,
  QueryDenomMetadataResponse,
  QuerySupplyOfRequest,
  QuerySupplyOfResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query';
import { QueryDenomRequest, QueryDenomResponse } from 'cosmjs-types/ibc/applications/transfer/v1/query';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import {
  QueryDelegationTotalRewardsRequest,
  QueryDelegationTotalRewardsResponse,
} from 'cosmjs-types/cosmos/distribution/v1beta1/query';
import {
  QueryDelegatorDelegationsRequest,
  QueryDelegatorDelegationsResponse,
  QueryDelegatorUnbondingDelegationsRequest,
  QueryDelegatorUnbondingDelegationsResponse,
} from 'cosmjs-types/cosmos/staking/v1beta1/query';
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service';
import { hex } from '@scure/base';
import { broadcast, simulate, TxError } from './applyTx';
import { Ledger, type ChainSpec, type IncludedTx, type StakeEntry } from './ledger';
import { actionsAnswer } from './midgard';
import {
  blockJson,
  indexerTxJson,
  latestBlockJson,
  legacyTxJson,
  midgardHealthJson,
  statusJson,
  txResultJson,
} from './views';

export const COSMOS_SPEC: ChainSpec = {
  chain: 'cosmos',
  chainId: 'cosmos-local-1',
  denom: 'uatom',
  prefix: 'cosmos',
  msgType: '/cosmos.bank.v1beta1.MsgSend',
  minGasPrice: { num: 5n, den: 1000n },
  nativeFee: 0n,
};
export const THORCHAIN_SPEC: ChainSpec = {
  chain: 'thorchain',
  chainId: 'thorchain-local-1',
  denom: 'rune',
  prefix: 'thor',
  msgType: '/types.MsgSend',
  minGasPrice: { num: 0n, den: 1n },
  nativeFee: 2_000_000n,
};

/**
 * The staking queries' page size: a node's default is 100, this one pages by 2 so that a
 * wallet that reads only the first page of a delegator's entries is caught.
 */
export const STAKING_PAGE = 2;

/** x/staking's pagination: the next key is the next entry's index, as the SDK's is an opaque store key */
function paged<T>(all: T[], key: Uint8Array | undefined): { rows: T[]; nextKey: Uint8Array } {
  const start = key && key.length ? Number(Buffer.from(key).toString('utf8')) : 0;
  const rows = all.slice(start, start + STAKING_PAGE);
  const next = start + STAKING_PAGE;
  return { rows, nextKey: next < all.length ? new Uint8Array(Buffer.from(String(next))) : new Uint8Array() };
}

/** a Dec's wire form: the integer of its value × 10^18 */
const decString = (atomics: bigint) => atomics.toString(10);

function stakingQuery(l: Ledger, path: string, data: Uint8Array): Uint8Array | null {
  const stakes = (a: string): StakeEntry[] => l.stakes.get(a) ?? [];
  const { denom } = l.spec;
  switch (path) {
    case '/cosmos.staking.v1beta1.Query/DelegatorDelegations': {
      const q = QueryDelegatorDelegationsRequest.decode(data);
      const all = stakes(q.delegatorAddr).filter((s) => s.delegated > 0n);
      const { rows, nextKey } = paged(all, q.pagination?.key);
      return QueryDelegatorDelegationsResponse.encode({
        delegationResponses: rows.map((s) => ({
          delegation: {
            delegatorAddress: q.delegatorAddr,
            validatorAddress: s.validator,
            shares: decString(s.delegated * 10n ** 18n),
          },
          balance: { denom, amount: String(s.delegated) },
        })),
        pagination: { nextKey, total: BigInt(all.length) },
      }).finish();
    }
    case '/cosmos.staking.v1beta1.Query/DelegatorUnbondingDelegations': {
      const q = QueryDelegatorUnbondingDelegationsRequest.decode(data);
      const all = stakes(q.delegatorAddr).filter((s) => s.unbonding.length > 0);
      const { rows, nextKey } = paged(all, q.pagination?.key);
      const done = BigInt(Math.floor(l.now() / 1000) + 21 * 86_400);
      return QueryDelegatorUnbondingDelegationsResponse.encode({
        unbondingResponses: rows.map((s) => ({
          delegatorAddress: q.delegatorAddr,
          validatorAddress: s.validator,
          entries: s.unbonding.map((b, i) => ({
            creationHeight: BigInt(l.height),
            completionTime: { seconds: done, nanos: 0 },
            initialBalance: String(b),
            balance: String(b),
            unbondingId: BigInt(i + 1),
            unbondingOnHoldRefCount: 0n,
          })),
        })),
        pagination: { nextKey, total: BigInt(all.length) },
      }).finish();
    }
    case '/cosmos.distribution.v1beta1.Query/DelegationTotalRewards': {
      const q = QueryDelegationTotalRewardsRequest.decode(data);
      const all = stakes(q.delegatorAddress).filter((s) => s.rewardsDec > 0n);
      const sum = all.reduce((t, s) => t + s.rewardsDec, 0n);
      return QueryDelegationTotalRewardsResponse.encode({
        rewards: all.map((s) => ({
          validatorAddress: s.validator,
          reward: [{ denom, amount: decString(s.rewardsDec) }],
        })),
        total: sum > 0n ? [{ denom, amount: decString(sum) }] : [],
      }).finish();
    }
    default:
      return null;
  }
}

export interface RequestLog {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

export interface CosmosNode {
  url: string;
  ledger: Ledger;
  fund(address: string, amount: bigint): void;
  /** credits an address with another bank denom (an IBC voucher, a factory denom) */
  fundToken(address: string, denom: string, amount: bigint): void;
  /** what an address holds in staking from now on (delegations, unbonding, rewards) */
  setStakes(address: string, stakes: StakeEntry[]): void;
  requests(): RequestLog[];
  /** the next included transaction fails in DeliverTx with this code (a node-side failure) */
  failNext(code: number, log: string): void;
  close(): Promise<void>;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: string,
  ) {
    super(message);
  }
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const unb64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

function abciQuery(l: Ledger, path: string, data: Uint8Array) {
  const ok = (value: Uint8Array) => ({
    code: 0,
    log: '',
    info: '',
    index: '0',
    key: null,
    value: b64(value),
    proofOps: null,
    height: String(l.height),
    codespace: '',
  });
  const fail = (code: number, log: string) => ({
    code,
    log,
    info: '',
    index: '0',
    key: null,
    value: null,
    proofOps: null,
    height: String(l.height),
    codespace: 'sdk',
  });
  const staking = stakingQuery(l, path, data);
  if (staking) return ok(staking);
  switch (path) {
    case '/cosmos.auth.v1beta1.Query/Account': {
      const { address } = QueryAccountRequest.decode(data);
      const a = l.account(address);
      if (!a)
        return fail(22, `rpc error: code = NotFound desc = account ${address} not found: key not found`);
      const base = BaseAccount.encode({
        address,
        accountNumber: a.accountNumber,
        sequence: a.sequence,
        ...(a.publicKey
          ? {
              pubKey: {
                typeUrl: '/cosmos.crypto.secp256k1.PubKey',
                value: PubKey.encode({ key: a.publicKey }).finish(),
              },
            }
          : {}),
      }).finish();
      return ok(
        QueryAccountResponse.encode({
          account: { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value: base },
        }).finish(),
      );
    }
    case '/cosmos.bank.v1beta1.Query/Balance': {
      const { address, denom } = QueryBalanceRequest.decode(data);
      const amount = l.balanceOf(address, denom);
      return ok(QueryBalanceResponse.encode({ balance: { denom, amount: String(amount) } }).finish());
    }
    case '/cosmos.bank.v1beta1.Query/AllBalances': {
      // x/bank lists the non-zero coins sorted by denom
      const { address } = QueryAllBalancesRequest.decode(data);
      const a = l.account(address);
      const all = a ? [[l.spec.denom, a.balance] as const, ...a.tokens] : [];
      const balances = all
        .filter(([, amount]) => amount > 0n)
        .sort(([x], [y]) => (x < y ? -1 : 1))
        .map(([denom, amount]) => ({ denom, amount: String(amount) }));
      return ok(
        QueryAllBalancesResponse.encode({
          balances,
          pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) },
        }).finish(),
      );
    }
    case '/cosmos.bank.v1beta1.Query/SupplyOf': {
      const { denom } = QuerySupplyOfRequest.decode(data);
      return ok(
        QuerySupplyOfResponse.encode({ amount: { denom, amount: String(l.supplyOf(denom)) } }).finish(),
      );
    }
    case '/cosmos.bank.v1beta1.Query/DenomMetadata': {
      const { denom } = QueryDenomMetadataRequest.decode(data);
      const m = l.metadata.get(denom);
      if (!m) return fail(22, `rpc error: code = NotFound desc = client metadata for denom ${denom}`);
      return ok(
        QueryDenomMetadataResponse.encode({
          metadata: {
            description: m.name,
            denomUnits: [
              { denom: m.base, exponent: 0, aliases: [] },
              { denom: m.display, exponent: m.exponent, aliases: [] },
            ],
            base: m.base,
            display: m.display,
            name: m.name,
            symbol: m.symbol,
            uri: '',
            uriHash: '',
          },
        }).finish(),
      );
    }
    case '/ibc.applications.transfer.v1.Query/Denom': {
      // ibc-go v10: the hash alone or the full `ibc/{hash}`
      const { hash } = QueryDenomRequest.decode(data);
      const d = l.ibc.get(hash.replace(/^ibc\//i, '').toUpperCase());
      if (!d) return fail(22, `rpc error: code = NotFound desc = denomination not found: ${hash}`);
      return ok(QueryDenomResponse.encode({ denom: d }).finish());
    }
    case '/cosmos.tx.v1beta1.Service/Simulate': {
      const { txBytes } = SimulateRequest.decode(data);
      try {
        const gasUsed = simulate(l, txBytes);
        return ok(
          SimulateResponse.encode({
            gasInfo: { gasWanted: 0n, gasUsed },
            result: { data: new Uint8Array(), log: '', events: [], msgResponses: [] },
          }).finish(),
        );
      } catch (e) {
        if (e instanceof TxError) return fail(e.code, `${e.message}: simulation failed`);
        throw e;
      }
    }
    default:
      return fail(6, `unknown query path ${path}`);
  }
}

/** `key='value' AND key2=value2`: tx.hash, tx.height, or any event type.attribute */
function matches(t: IncludedTx, query: string): boolean {
  return query.split(/\s+AND\s+/).every((clause) => {
    const m = /^([\w.]+)\s*=\s*'?([^']*)'?$/.exec(clause.trim());
    if (!m) throw new RpcError(-32603, 'Internal error', `invalid query ${clause}`);
    const [, key, value] = m as unknown as [string, string, string];
    if (key === 'tx.hash') return t.hash === value.toUpperCase();
    if (key === 'tx.height') return String(t.height) === value;
    const dot = key.lastIndexOf('.');
    const type = key.slice(0, dot);
    const attr = key.slice(dot + 1);
    return t.events.some(
      (e) => e.type === type && e.attributes.some((a) => a.key === attr && a.value === value),
    );
  });
}

function rpc(
  l: Ledger,
  method: string,
  p: Record<string, unknown>,
  failNext: { code: number; log: string } | null,
): unknown {
  switch (method) {
    case 'status':
      return statusJson(l);
    case 'abci_query':
      return { response: abciQuery(l, String(p.path), hex.decode(String(p.data ?? ''))) };
    case 'broadcast_tx_sync': {
      const r = broadcast(l, unb64(String(p.tx)), failNext ?? undefined);
      return { code: r.code, data: '', log: r.log, codespace: r.codespace, hash: r.hash };
    }
    case 'tx': {
      const hash = hex.encode(unb64(String(p.hash))).toUpperCase();
      const t = l.txs.find((x) => x.hash === hash);
      if (!t) throw new RpcError(-32603, 'Internal error', `tx (${hash}) not found`);
      return txResultJson(t);
    }
    case 'tx_search': {
      const all = l.txs.filter((t) => matches(t, String(p.query)));
      if (p.order_by === 'desc') all.reverse();
      const page = Number(p.page ?? 1);
      const per = Number(p.per_page ?? 30);
      return {
        txs: all.slice((page - 1) * per, page * per).map(txResultJson),
        total_count: String(all.length),
      };
    }
    case 'block':
      return blockJson(l, p.height === undefined ? l.height : Number(p.height));
    default:
      throw new RpcError(-32601, 'Method not found', method);
  }
}

type Rest = { status: number; body: unknown };

function rest(l: Ledger, url: URL): Rest {
  const path = url.pathname;
  const q = url.searchParams;
  const indexer = /^\/v1\/([\w-]+)\/accounts\/(\w+)\/transactions$/.exec(path);
  if (indexer && l.spec.chain === 'cosmos') {
    const address = indexer[2]!;
    const take = Math.min(Number(q.get('take') ?? 20), 100);
    const mine = l.txs
      .filter((t) => t.from === address || t.to === address)
      .reverse()
      .slice(0, take);
    return {
      status: 200,
      body: {
        transactions: mine.map((t) => indexerTxJson(l, t)),
        pagination: { searchAfter: mine.length ? `${mine.at(-1)!.height}|0` : '' },
      },
    };
  }
  if (path === '/cosmos/base/tendermint/v1beta1/blocks/latest')
    return { status: 200, body: latestBlockJson(l) };
  if (l.spec.chain !== 'thorchain') return { status: 404, body: { code: 5, message: 'Not Implemented' } };
  if (path === '/v2/health') return { status: 200, body: midgardHealthJson(l) };
  const balance = /^\/v2\/balance\/(\w+)$/.exec(path);
  if (balance) {
    const amount = l.account(balance[1]!)?.balance ?? 0n;
    return {
      status: 200,
      body: {
        coins: amount > 0n ? [{ asset: 'THOR.RUNE', amount: String(amount) }] : [],
        date: String(BigInt(l.now()) * 1_000_000n),
        height: String(l.height),
      },
    };
  }
  if (path === '/v2/actions') return { status: 200, body: actionsAnswer(l, q) };
  if (path === '/thorchain/constants')
    return {
      status: 200,
      body: {
        int_64_values: {
          NativeTransactionFee: Number(l.spec.nativeFee),
          OutboundTransactionFee: 2000000,
          TxOutDelayRate: 2500000000,
        },
        bool_values: { StrictBondLiquidityRatio: true },
        string_values: { DefaultPoolStatus: 'Staged' },
      },
    };
  if (path === '/thorchain/network')
    return {
      status: 200,
      body: {
        bond_reward_rune: '0',
        total_bond_units: '0',
        effective_security_bond: '0',
        total_reserve: '0',
        vaults_migrating: false,
        gas_spent_rune: '0',
        gas_withheld_rune: '0',
        native_outbound_fee_rune: '2000000',
        native_tx_fee_rune: String(l.spec.nativeFee),
        tns_register_fee_rune: '1000000000',
        tns_fee_per_block_rune: '20',
      },
    };
  const one = /^\/txs\/([0-9A-Fa-f]{64})$/.exec(path);
  if (one) {
    const t = l.txs.find((x) => x.hash === one[1]!.toUpperCase());
    return t
      ? { status: 200, body: legacyTxJson(l, t) }
      : { status: 404, body: { error: `tx (${one[1]}) not found` } };
  }
  if (path === '/txs') {
    const query = [...q]
      .filter(([k]) => k !== 'limit' && k !== 'page')
      .map(([k, v]) => `${k}='${v}'`)
      .join(' AND ');
    if (!query) return { status: 400, body: { error: 'events needed' } };
    const limit = Number(q.get('limit') ?? 30);
    const page = Number(q.get('page') ?? 1);
    const all = l.txs.filter((t) => matches(t, query));
    const rows = all.slice((page - 1) * limit, page * limit);
    return {
      status: 200,
      body: {
        total_count: String(all.length),
        count: String(rows.length),
        page_number: String(page),
        page_total: String(Math.max(1, Math.ceil(all.length / limit))),
        limit: String(limit),
        txs: rows.map((t) => legacyTxJson(l, t)),
      },
    };
  }
  return { status: 404, body: { code: 5, message: 'Not Implemented' } };
}

export async function startCosmosNode(spec: ChainSpec, now: () => number = Date.now): Promise<CosmosNode> {
  const ledger = new Ledger(spec, now);
  const log: RequestLog[] = [];
  let failNext: { code: number; log: string } | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET') {
        log.push({ method: 'GET', path: url.pathname, params: Object.fromEntries(url.searchParams) });
        try {
          const r = rest(ledger, url);
          return send(r.status, r.body);
        } catch (e) {
          return send(500, { error: String(e) });
        }
      }
      let id: unknown = null;
      try {
        const call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          id: unknown;
          method: string;
          params?: Record<string, unknown>;
        };
        id = call.id;
        log.push({ method: call.method, path: url.pathname, params: call.params ?? {} });
        const result = rpc(ledger, call.method, call.params ?? {}, failNext);
        if (call.method === 'broadcast_tx_sync' && (result as { code: number }).code === 0) failNext = null;
        send(200, { jsonrpc: '2.0', id, result });
      } catch (e) {
        const err = e instanceof RpcError ? e : new RpcError(-32603, 'Internal error', String(e));
        send(200, { jsonrpc: '2.0', id, error: { code: err.code, message: err.message, data: err.data } });
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ledger,
    fund: (address, amount) => void ledger.fund(address, amount),
    fundToken: (address, denom, amount) => void ledger.fundToken(address, denom, amount),
    setStakes: (address, stakes) => void ledger.stakes.set(address, stakes),
    requests: () => [...log],
    failNext: (code, l) => void (failNext = { code, log: l }),
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
