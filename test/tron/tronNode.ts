/**
 * A fixture Tron full node + TronGrid v1 + the two Tronscan calls the wallet makes, on
 * 127.0.0.1 at a random port, in their documented wire formats. Transactions are built with
 * tronweb's protobuf code, broadcasts are verified (signature recovered to the owner, TAPOS,
 * expiration) and applied to a small ledger, so balances, resources and votes change.
 * What it models and what it does not: the comments of ledger.ts, applyTx.ts and chainParams.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { utils } from 'tronweb';
import { applyTransaction, decodeSignedHex, type BroadcastResult } from './applyTx';
import { PARAMS } from './chainParams';
import { Ledger, type Witness } from './ledger';
import { encodeRaw, type TxJson } from './proto';
import { constantCall, triggerTx } from './trc20Calls';
import { buildTx, toVisible, type ContractName } from './txJson';
import {
  accountJson,
  accountResourceJson,
  availableUnfreezeCount,
  blockJson,
  gridAccountJson,
  gridApprovalJson,
  gridTrc20Json,
  gridTxJson,
  scanTxInfoJson,
  scanWitnessJson,
  txByIdJson,
  txInfoJson,
} from './views';

export interface TronNodeOptions {
  /** wait this long before every answer (a distant node) */
  delayMs?: number;
  /** witnesses to serve instead of the default five */
  witnesses?: { name: string; votes?: number; apr?: string }[];
}

export interface RequestLog {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

/** Rewrites an answer: return a replacement body, or undefined to send the honest one. */
export type Lie = (path: string, body: unknown, params: Record<string, unknown>) => unknown;

export interface TronNode {
  url: string;
  /** credits `sun` to an address (base58 or 41-hex), creating the account */
  fund(address: string, sun: bigint | number): void;
  /** a new TRC-20 contract; its base58 address */
  deployToken(t: { symbol: string; decimals: number; name?: string }): string;
  mintToken(contract: string, address: string, amount: bigint | number): void;
  /** an approve(spender, amount) the owner made elsewhere (a dapp): the allowance and its Approval event */
  approve(contract: string, owner: string, spender: string, amount: bigint | number): void;
  allowance(contract: string, owner: string, spender: string): bigint;
  /** every request served, oldest first */
  requests(): RequestLog[];
  /** plays a hostile node: every answer passes through `fn`; null: honest again */
  lie(fn: Lie | null): void;
  /** moves the node's clock (expiries, the 24 h claim rule, rewards, usage recovery) */
  advanceTime(ms: number): void;
  /** reads for assertions */
  balance(address: string): bigint;
  tokenBalance(contract: string, address: string): bigint;
  /** the witnesses served, base58 */
  witnesses(): { address: string; name: string }[];
  /** the node's clock (ms) */
  now(): number;
  ledger: Ledger;
  close(): Promise<void>;
}

const DEFAULT_WITNESSES = [
  { name: 'Binance Staking', votes: 2_900_000_000, apr: '3.54' },
  { name: 'Poloniex', votes: 2_100_000_000, apr: '3.61' },
  { name: 'TronLink', votes: 1_500_000_000, apr: '3.72' },
  { name: 'JustinSunTron', votes: 900_000_000, apr: '3.80' },
  { name: 'Sesameseed', votes: 300_000_000 },
];

class HttpError extends Error {}

function toHexAddress(value: unknown, visible: boolean): string {
  if (typeof value !== 'string')
    throw new HttpError('class java.lang.IllegalArgumentException : Invalid address');
  if (visible) {
    if (!utils.address.isAddress(value) || !value.startsWith('T'))
      throw new HttpError('class java.lang.IllegalArgumentException : Invalid address');
    return utils.address.toHex(value).toLowerCase();
  }
  if (!/^41[0-9a-fA-F]{40}$/.test(value))
    throw new HttpError('class java.lang.IllegalArgumentException : Invalid address');
  return value.toLowerCase();
}

/** base58 or 41-hex (the fixture's own helpers accept either). */
function anyAddress(value: string): string {
  return /^41[0-9a-fA-F]{40}$/.test(value) ? value.toLowerCase() : toHexAddress(value, true);
}

function positiveInt(value: unknown, name: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    throw new HttpError(`class java.lang.IllegalArgumentException : ${name} must be a non-negative integer`);
  return n;
}

/** The fixture network's genesis block id: block 0's number, then a hash of its own. */
export const FIXTURE_GENESIS_ID = `${'0'.repeat(16)}${'f1c7'.repeat(12)}`;

export async function startTronNode(opts: TronNodeOptions = {}): Promise<TronNode> {
  const ledger = new Ledger(() => Date.now());
  for (const w of opts.witnesses ?? DEFAULT_WITNESSES) {
    const id = hex.encode(sha256(new TextEncoder().encode(`witness:${w.name}`))).slice(0, 40);
    const witness: Witness = {
      address: `41${id}`,
      name: w.name,
      url: `https://${w.name.replace(/\s/g, '').toLowerCase()}.example`,
      baseVotes: BigInt(w.votes ?? 0),
    };
    if (w.apr !== undefined) witness.apr = w.apr;
    ledger.witnesses.push(witness);
    ledger.ensureAccount(witness.address).balance = 9_999_000_000n;
  }
  const log: RequestLog[] = [];
  let lie: Lie | null = null;
  let tokenCount = 0;

  const ownerFor = (p: Record<string, unknown>, visible: boolean) => {
    const owner = toHexAddress(p.owner_address, visible);
    if (!ledger.account(owner))
      throw new HttpError(
        `class org.tron.core.exceptions.ContractValidateException : Validate contract error: account [${owner}] does not exist`,
      );
    return owner;
  };
  const created = (tx: TxJson, visible: boolean) => (visible ? toVisible({ ...tx, visible }) : tx);

  /** The honest answer to one request; an object (JSON) or throws HttpError (java-tron's {"Error"}). */
  function answer(method: string, path: string, p: Record<string, unknown>): unknown {
    const visible = p.visible === true || p.visible === 'true';
    const build = (
      type: ContractName,
      value: Record<string, unknown>,
      o?: { feeLimit?: number; data?: string },
    ) => created(buildTx(ledger, type, value, o), visible);
    const wallet = path.replace(/^\/walletsolidity\//, '/wallet/');
    switch (wallet) {
      case '/wallet/getnowblock':
        return blockJson(ledger.head(), ledger);
      case '/wallet/getblock': {
        if (p.id_or_num === undefined) return blockJson(ledger.head(), ledger);
        const key = String(p.id_or_num);
        const b = ledger.blocks.find((x) => String(x.number) === key || x.id === key);
        return b ? blockJson(b, ledger) : {};
      }
      case '/wallet/getblockbynum': {
        // java-tron's block 0 is the genesis block, which the ledger keeps implicit (its
        // first block's parent is zeros): the fixture network's own id (Settings → Networks)
        if (Number(p.num) === 0)
          return blockJson(
            { number: 0, id: FIXTURE_GENESIS_ID, timestamp: 0, parentHash: '0'.repeat(64), txIDs: [] },
            ledger,
          );
        ledger.head();
        const b = ledger.blocks.find((x) => x.number === Number(p.num));
        return b ? blockJson(b, ledger) : {};
      }
      case '/wallet/getchainparameters':
        return {
          chainParameter: Object.entries(PARAMS).map(([key, value]) => (value ? { key, value } : { key })),
        };
      case '/wallet/getaccount': {
        const a = ledger.account(toHexAddress(p.address, visible));
        return a ? accountJson(ledger, a, visible) : {};
      }
      case '/wallet/getaccountresource': {
        const a = ledger.account(toHexAddress(p.address, visible));
        return a ? accountResourceJson(ledger, a) : accountResourceJson(ledger, ledger.blank());
      }
      case '/wallet/getaccountnet': {
        const a = ledger.account(toHexAddress(p.address, visible));
        const r = accountResourceJson(ledger, a ?? ledger.blank());
        const keep = [
          'freeNetUsed',
          'freeNetLimit',
          'NetUsed',
          'NetLimit',
          'TotalNetLimit',
          'TotalNetWeight',
        ];
        return Object.fromEntries(Object.entries(r).filter(([k]) => keep.includes(k)));
      }
      case '/wallet/getreward': {
        const a = ledger.account(toHexAddress(p.address, visible));
        return a && a.reward > 0n ? { reward: Number(a.reward) } : {};
      }
      case '/wallet/getavailableunfreezecount': {
        const a = ledger.account(toHexAddress(p.owner_address, visible));
        return { count: a ? availableUnfreezeCount(ledger, a) : 32 };
      }
      case '/wallet/getcanwithdrawunfreezeamount': {
        const a = ledger.account(toHexAddress(p.owner_address, visible));
        const at = p.timestamp === undefined ? ledger.now() : Number(p.timestamp);
        const amount = (a?.unfreezing ?? [])
          .filter((u) => u.expireTime <= at)
          .reduce((s, u) => s + u.amount, 0n);
        return amount > 0n ? { amount: Number(amount) } : {};
      }
      case '/wallet/listwitnesses':
        return {
          witnesses: ledger.witnesses.map((w) =>
            (visible ? toVisible : <T>(x: T) => x)({
              address: w.address,
              voteCount: Number(ledger.witnessVotes(w)),
              url: w.url,
              isJobs: true,
            }),
          ),
        };
      case '/wallet/createtransaction': {
        const owner = ownerFor(p, visible);
        const to = toHexAddress(p.to_address, visible);
        const amount = positiveInt(p.amount, 'amount');
        if (amount === 0)
          throw new HttpError(
            'class org.tron.core.exceptions.ContractValidateException : Amount must be greater than 0.',
          );
        if (to === owner)
          throw new HttpError(
            'class org.tron.core.exceptions.ContractValidateException : Cannot transfer TRX to yourself.',
          );
        let data: string | undefined;
        if (typeof p.extra_data === 'string' && p.extra_data)
          data = visible
            ? Buffer.from(p.extra_data, 'utf8').toString('hex')
            : p.extra_data.replace(/^0x/, '');
        return build('TransferContract', { amount, owner_address: owner, to_address: to }, { data });
      }
      case '/wallet/triggersmartcontract':
        return triggerTx(ledger, p, visible, ownerFor(p, visible), toHexAddress(p.contract_address, visible));
      case '/wallet/triggerconstantcontract':
      case '/wallet/estimateenergy': {
        const owner = toHexAddress(p.owner_address, visible);
        const out = constantCall(ledger, p, owner, toHexAddress(p.contract_address, visible));
        if (wallet === '/wallet/estimateenergy')
          return out.reverted
            ? {
                result: {
                  code: 'CONTRACT_EXE_ERROR',
                  message: Buffer.from('REVERT opcode executed').toString('hex'),
                },
              }
            : { result: { result: true }, energy_required: out.energy };
        const tx = buildTx(ledger, 'TriggerSmartContract', {
          data: out.data,
          owner_address: owner,
          contract_address: toHexAddress(p.contract_address, visible),
        });
        return {
          result: out.reverted
            ? { result: true, message: Buffer.from('REVERT opcode executed').toString('hex') }
            : { result: true },
          energy_used: out.energy,
          constant_result: [out.result],
          transaction: { ret: [out.reverted ? { ret: 'FAILED' } : {}], ...created(tx, visible) },
        };
      }
      case '/wallet/freezebalancev2': {
        const owner = ownerFor(p, visible);
        const resource = p.resource ?? 'BANDWIDTH';
        if (resource !== 'BANDWIDTH' && resource !== 'ENERGY')
          throw new HttpError(
            'class org.tron.core.exceptions.ContractValidateException : ResourceCode error, valid ResourceCode[BANDWIDTH、ENERGY]',
          );
        const frozen = positiveInt(p.frozen_balance, 'frozen_balance');
        return build('FreezeBalanceV2Contract', { owner_address: owner, frozen_balance: frozen, resource });
      }
      case '/wallet/unfreezebalancev2': {
        const owner = ownerFor(p, visible);
        const resource = p.resource ?? 'BANDWIDTH';
        if (resource !== 'BANDWIDTH' && resource !== 'ENERGY')
          throw new HttpError(
            'class org.tron.core.exceptions.ContractValidateException : ResourceCode error, valid ResourceCode[BANDWIDTH、ENERGY]',
          );
        const amount = positiveInt(p.unfreeze_balance, 'unfreeze_balance');
        return build('UnfreezeBalanceV2Contract', {
          owner_address: owner,
          unfreeze_balance: amount,
          resource,
        });
      }
      case '/wallet/votewitnessaccount': {
        const owner = ownerFor(p, visible);
        if (!Array.isArray(p.votes))
          throw new HttpError('class java.lang.IllegalArgumentException : votes must be an array');
        const votes = (p.votes as Record<string, unknown>[]).map((v) => ({
          vote_address: toHexAddress(v.vote_address, visible),
          vote_count: positiveInt(v.vote_count, 'vote_count'),
        }));
        return build('VoteWitnessContract', { owner_address: owner, votes });
      }
      case '/wallet/withdrawexpireunfreeze':
        return build('WithdrawExpireUnfreezeContract', { owner_address: ownerFor(p, visible) });
      case '/wallet/withdrawbalance':
        return build('WithdrawBalanceContract', { owner_address: ownerFor(p, visible) });
      case '/wallet/broadcasttransaction': {
        // java-tron rebuilds the transaction from the raw_data JSON; raw_data_hex is not read
        const tx = p as unknown as TxJson;
        if (!tx.raw_data || !Array.isArray(tx.signature))
          throw new HttpError('class java.lang.NullPointerException : null');
        const json = visible ? fromVisible(tx.raw_data) : tx.raw_data;
        const { raw_data_hex } = encodeRaw(json);
        return broadcastJson(
          applyTransaction(ledger, hex.decode(raw_data_hex), tx.signature as string[]),
          true,
        );
      }
      case '/wallet/broadcasthex': {
        if (typeof p.transaction !== 'string')
          throw new HttpError('class java.lang.NullPointerException : null');
        const { rawBytes, signatures } = decodeSignedHex(p.transaction);
        const result = applyTransaction(ledger, rawBytes, signatures);
        const out = broadcastJson(result, false);
        return { ...out, transaction: JSON.stringify(ledger.txs.get(result.txid)?.tx ?? {}) };
      }
      case '/wallet/gettransactionbyid': {
        const r = ledger.txs.get(String(p.value ?? '').toLowerCase());
        return r ? txByIdJson(r, visible) : {};
      }
      case '/wallet/gettransactioninfobyid': {
        const r = ledger.txs.get(String(p.value ?? '').toLowerCase());
        return r ? txInfoJson(r) : {};
      }
    }
    if (method === 'GET' && path === '/api/pagewitness') {
      const order = ledger.witnesses.map((_, i) => i);
      return { total: order.length, data: order.map((i) => scanWitnessJson(ledger, i)) };
    }
    if (method === 'GET' && path === '/api/transaction-info') {
      const r = ledger.txs.get(String(p.hash ?? '').toLowerCase());
      return r ? scanTxInfoJson(ledger, r) : {};
    }
    const grid = /^\/v1\/accounts\/([^/]+)(\/transactions(\/trc20)?)?$/.exec(path);
    if (grid && method === 'GET')
      return gridAnswer(grid[1]!, grid[2] !== undefined, grid[3] !== undefined, p);
    return undefined;
  }

  function gridAnswer(address: string, txs: boolean, trc20: boolean, p: Record<string, unknown>): unknown {
    let who: string;
    try {
      who = anyAddress(address);
    } catch {
      return { success: false, error: `invalid address: ${address}`, statusCode: 400 };
    }
    const meta = (n: number) => ({ at: ledger.now(), page_size: n });
    if (!txs) {
      const a = ledger.account(who);
      const data = a ? [gridAccountJson(ledger, a)] : [];
      return { data, success: true, meta: meta(data.length) };
    }
    const limit = Math.min(200, Math.max(1, Number(p.limit ?? 20)));
    // TronGrid takes snake_case or camelCase query parameters
    const flag = (snake: string, camel: string) => String(p[snake] ?? p[camel]) === 'true';
    const onlyTo = flag('only_to', 'onlyTo');
    const onlyFrom = flag('only_from', 'onlyFrom');
    const records = [...ledger.order].reverse().map((id) => ledger.txs.get(id)!);
    if (trc20) {
      const named = p.contract_address ?? p.contractAddress;
      const contract = typeof named === 'string' ? anyAddress(named) : null;
      // TronGrid lists a token's Approval events beside its Transfers (type names which); for
      // an approval `from` is the owner and `to` the spender, newest first
      const events = [
        ...records
          .filter((r) => r.trc20 && r.contractRet === 'SUCCESS')
          .map((r) => ({ ...r.trc20!, at: r.blockTimestamp, json: () => gridTrc20Json(ledger, r) })),
        ...ledger.approvals.map((a) => ({
          contract: a.contract,
          from: a.owner,
          to: a.spender,
          at: a.blockTimestamp,
          json: () => gridApprovalJson(ledger, a),
        })),
      ].sort((a, b) => b.at - a.at);
      const data = events
        .filter((e) => !contract || e.contract === contract)
        .filter((e) => (onlyTo ? e.to === who : onlyFrom ? e.from === who : e.to === who || e.from === who))
        .slice(0, limit)
        .map((e) => e.json());
      return { data, success: true, meta: meta(data.length) };
    }
    const data = records
      .filter((r) => {
        const v = r.tx.raw_data.contract[0]!.parameter.value;
        if (onlyTo) return v.to_address === who;
        if (onlyFrom) return v.owner_address === who;
        return v.owner_address === who || v.to_address === who;
      })
      .slice(0, limit)
      .map(gridTxJson);
    return { data, success: true, meta: meta(data.length) };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const method = req.method ?? 'GET';
      const text = Buffer.concat(chunks).toString('utf8');
      let params: Record<string, unknown> = Object.fromEntries(url.searchParams.entries());
      let body: unknown;
      let status = 200;
      try {
        if (text.trim()) params = { ...params, ...(JSON.parse(text) as Record<string, unknown>) };
        log.push({ method, path: url.pathname, params });
        body = answer(
          method,
          url.pathname.replace(/\/+$/, '').replace(/^\/wallet\/getReward$/i, '/wallet/getreward'),
          params,
        );
        if (body === undefined) {
          status = 404;
          body = { Error: `no route ${method} ${url.pathname}` };
        }
      } catch (e) {
        if (e instanceof SyntaxError)
          body = { Error: `class com.alibaba.fastjson.JSONException : ${e.message}` };
        else if (e instanceof HttpError) body = { Error: e.message };
        else {
          status = 500;
          body = { Error: String(e) };
        }
      }
      if (lie) {
        const lied = lie(url.pathname, body, params);
        if (lied !== undefined) body = lied;
      }
      const send = () => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (opts.delayMs) setTimeout(send, opts.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    fund(address, sun) {
      ledger.ensureAccount(anyAddress(address)).balance += BigInt(sun);
    },
    deployToken({ symbol, decimals, name }) {
      tokenCount++;
      const id = hex.encode(sha256(new TextEncoder().encode(`token:${symbol}:${tokenCount}`))).slice(0, 40);
      const address = `41${id}`;
      ledger.tokens.set(address, { address, symbol, name: name ?? symbol, decimals, balances: new Map() });
      return utils.address.fromHex(address);
    },
    mintToken(contract, address, amount) {
      const token = ledger.tokens.get(anyAddress(contract));
      if (!token) throw new Error(`no token ${contract}`);
      const holder = anyAddress(address);
      token.balances.set(holder, (token.balances.get(holder) ?? 0n) + BigInt(amount));
    },
    approve(contract, owner, spender, amount) {
      ledger.approve(anyAddress(contract), anyAddress(owner), anyAddress(spender), BigInt(amount));
    },
    allowance: (contract, owner, spender) =>
      ledger.allowance(anyAddress(contract), anyAddress(owner), anyAddress(spender)),
    requests: () => [...log],
    lie(fn) {
      lie = fn;
    },
    advanceTime: (ms) => ledger.advanceTime(ms),
    balance: (address) => ledger.account(anyAddress(address))?.balance ?? 0n,
    tokenBalance: (contract, address) => ledger.tokenBalance(anyAddress(contract), anyAddress(address)),
    witnesses: () =>
      ledger.witnesses.map((w) => ({ address: utils.address.fromHex(w.address), name: w.name })),
    now: () => ledger.now(),
    ledger,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** java-tron's broadcast answer: {result:true, txid} or {code, message (hex for JSON broadcast), txid}. */
function broadcastJson(r: BroadcastResult, hexMessage: boolean): Record<string, unknown> {
  if (r.ok) return { result: true, txid: r.txid };
  return {
    code: r.code,
    txid: r.txid,
    message: hexMessage ? Buffer.from(r.message, 'utf8').toString('hex') : r.message,
  };
}

function fromVisible<T>(json: T): T {
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object')
      return Object.fromEntries(Object.entries(x as Record<string, unknown>).map(([k, v]) => [k, walk(v)]));
    if (typeof x === 'string' && /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(x) && utils.address.isAddress(x))
      return utils.address.toHex(x).toLowerCase();
    return x;
  };
  return walk(json) as T;
}
