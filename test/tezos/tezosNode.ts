/**
 * A fixture Tezos node RPC and TzKT API on 127.0.0.1 at a random port, in their documented wire
 * formats. Injected operations are parsed with Taquito's decoder, their signature verified with
 * @taquito/utils against the source's revealed key (or the key the batch reveals), and applied
 * to a small ledger (test/tezos/applyOperation.ts); each injection bakes a block, so balances,
 * counters, revealed keys and history change. `lie` turns it into a hostile node.
 * Token contracts (issue 37): FA1.2 and FA2 ledgers (tokenLedger.ts) moved by their `transfer`
 * entrypoint, and TzKT's token API over them (tzktTokens.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ed25519 } from '@noble/curves/ed25519.js';
import { CODEC, getCodec, LocalForger } from '@taquito/local-forging';
import { b58Encode, encodeOpHash, PrefixV2, verifySignature } from '@taquito/utils';
import { tezosAddress } from '../../shared/chains/tezos/validate';
import { applyOperation } from './applyOperation';
import {
  CHAIN_ID,
  CONSTANTS,
  GLOBAL_COUNTER_START,
  MINIMAL_FEE,
  NANOTEZ_PER_BYTE,
  NANOTEZ_PER_GAS,
  newBlockHash,
  PROTOCOL,
  ProtocolError,
  protoError,
  type Account,
  type Block,
} from './ledger';
import { TokenLedger, type TokenMeta } from './tokenLedger';
import { tzktTokenRoute } from './tzktTokens';

const codec = getCodec(CODEC.MANAGER, new LocalForger().protocolHash);
/** who `fund` pays from: an account outside the wallet, revealed */
const FAUCET_KEY = ed25519.getPublicKey(new Uint8Array(32).fill(42));
export const FAUCET = tezosAddress(FAUCET_KEY);

export interface RequestLog {
  method: string;
  path: string;
  body: unknown;
}

/** Rewrites an answer: return a replacement body, or undefined to send the honest one. */
export type Lie = (path: string, body: unknown, request: unknown) => unknown;

export interface TezosNode {
  url: string;
  /** credits `mutez` to `address` from the faucet, in a baked block (TzKT lists it) */
  fund(address: string, mutez: bigint): void;
  balance(address: string): bigint;
  account(address: string): Account | undefined;
  /** every request served, oldest first */
  requests(): RequestLog[];
  /** the operation hashes injected and the ones refused, with the protocol's error id */
  injections(): { hash: string; error?: string }[];
  lie(fn: Lie | null): void;
  /** a token contract TzKT indexes; returns the token's key (KT1… FA1.2, KT1…:id FA2) */
  registerToken(meta: TokenMeta): string;
  /** mints `amount` of token `key` to `address` (a call the faucet makes, baked in a block) */
  fundToken(address: string, key: string, amount: bigint): void;
  tokenBalance(address: string, key: string): bigint;
  close(): Promise<void>;
}

class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export async function startTezosNode(): Promise<TezosNode> {
  const accounts = new Map<string, Account>();
  const blocks: Block[] = [];
  const log: RequestLog[] = [];
  const injected: { hash: string; error?: string }[] = [];
  let lie: Lie | null = null;
  let tokens = new TokenLedger();
  let nextCounter = GLOBAL_COUNTER_START;
  let clock = Date.parse('2026-01-01T00:00:00Z');

  const bake = (ops: Block['operations']) => {
    const level = blocks.length + 1;
    clock += 6_000;
    blocks.push({
      hash: newBlockHash(level),
      level,
      timestamp: new Date(clock).toISOString(),
      operations: ops,
    });
  };
  const head = () => blocks[blocks.length - 1]!;
  const newCounter = () => (nextCounter += 100n);
  accounts.set(FAUCET, {
    balance: 10n ** 15n,
    counter: newCounter(),
    managerKey: b58Encode(FAUCET_KEY, PrefixV2.Ed25519PublicKey),
  });
  bake([]);

  function fund(address: string, mutez: bigint) {
    const faucet = accounts.get(FAUCET)!;
    faucet.balance -= mutez;
    faucet.counter += 1n;
    const to = accounts.get(address) ?? { balance: 0n, counter: newCounter(), managerKey: null };
    to.balance += mutez;
    accounts.set(address, to);
    const content = {
      kind: 'transaction',
      source: FAUCET,
      fee: '0',
      counter: faucet.counter.toString(),
      gas_limit: '0',
      storage_limit: '0',
      amount: mutez.toString(),
      destination: address,
    };
    const hash = b58Encode(
      new Uint8Array(32).map(() => Math.floor(Math.random() * 256)),
      PrefixV2.OperationHash,
    );
    bake([
      { hash, branch: head().hash, contents: [{ content, result: { status: 'applied' } }], signature: '' },
    ]);
  }

  function fundToken(address: string, key: string, amount: bigint) {
    const meta = tokens.tokens.get(key);
    if (!meta) throw new Error(`no token ${key}`);
    const faucet = accounts.get(FAUCET)!;
    faucet.counter += 1n;
    tokens.credit(key, address, amount);
    const content = {
      kind: 'transaction',
      source: FAUCET,
      fee: '0',
      counter: faucet.counter.toString(),
      gas_limit: '0',
      storage_limit: '0',
      amount: '0',
      destination: meta.contract,
      parameters: {
        entrypoint: 'mint',
        value: { prim: 'Pair', args: [{ string: address }, { int: String(amount) }] },
      },
    };
    const hash = b58Encode(
      new Uint8Array(32).map(() => Math.floor(Math.random() * 256)),
      PrefixV2.OperationHash,
    );
    bake([
      {
        hash,
        branch: head().hash,
        contents: [
          { content, result: { status: 'applied' }, moves: [{ key, from: '', to: address, amount }] },
        ],
        signature: '',
      },
    ]);
  }

  const opJson = (o: Block['operations'][number]) => ({
    protocol: PROTOCOL,
    chain_id: CHAIN_ID,
    hash: o.hash,
    branch: o.branch,
    contents: o.contents.map(({ content, result }) => ({
      ...content,
      metadata: { balance_updates: [], operation_result: result },
    })),
    signature: o.signature,
  });

  function runOperation(body: unknown) {
    const b = body as {
      operation?: { branch?: string; contents?: unknown[]; signature?: string };
      chain_id?: string;
    };
    if (b.chain_id !== CHAIN_ID)
      throw new HttpAnswer(400, [{ kind: 'permanent', id: 'rpc.invalid_chain_id' }]);
    const op = b.operation;
    if (!op?.branch || !Array.isArray(op.contents) || typeof op.signature !== 'string')
      throw new HttpAnswer(400, [{ kind: 'permanent', id: 'rpc.invalid_operation' }]);
    try {
      // the simulation forges the operation as the node would, and applies it to a copy
      codec.encoder({ branch: op.branch, contents: op.contents });
      const r = applyOperation(accounts, op.contents as never, GLOBAL_COUNTER_START, tokens);
      return {
        contents: r.contents.map(({ content, result }) => ({
          ...content,
          metadata: { balance_updates: [], operation_result: result },
        })),
      };
    } catch (e) {
      if (e instanceof ProtocolError) throw new HttpAnswer(500, [{ kind: 'temporary', id: e.id }]);
      throw new HttpAnswer(400, [
        { kind: 'permanent', id: 'rpc.invalid_operation', msg: (e as Error).message },
      ]);
    }
  }

  function inject(body: unknown): string {
    if (typeof body !== 'string' || !/^([0-9a-f]{2})+$/.test(body) || body.length < 2 * (32 + 64 + 10))
      throw new HttpAnswer(400, [{ kind: 'permanent', id: 'injection.invalid_hex' }]);
    const hash = encodeOpHash(body);
    try {
      const forged = body.slice(0, -128);
      const signature = b58Encode(body.slice(-128), PrefixV2.Ed25519Signature);
      let parsed: { branch: string; contents: (Record<string, unknown> & { kind: string })[] };
      try {
        parsed = codec.decoder(forged) as typeof parsed;
      } catch {
        throw protoError('operation.invalid_encoding');
      }
      if (!blocks.slice(-120).some((b) => b.hash === parsed.branch))
        throw protoError('operation.branch_refused');
      const source = String(parsed.contents[0]?.source);
      if (parsed.contents.some((c) => c.source !== source))
        throw protoError('operation.inconsistent_sources');
      const revealed =
        accounts.get(source)?.managerKey ??
        (parsed.contents[0]?.kind === 'reveal' ? String(parsed.contents[0].public_key) : null);
      if (!revealed) throw protoError('contract.unrevealed_key');
      if (!verifySignature(forged, revealed, signature, new Uint8Array([3])))
        throw protoError('operation.invalid_signature');
      // the mempool's fee filter (octez plugin defaults)
      const fees = parsed.contents.reduce((s, c) => s + BigInt(String(c.fee)), 0n);
      const gas = parsed.contents.reduce((s, c) => s + BigInt(String(c.gas_limit)), 0n);
      const minimal =
        MINIMAL_FEE +
        ceilDiv(gas * NANOTEZ_PER_GAS, 1000n) +
        ceilDiv(BigInt(body.length / 2) * NANOTEZ_PER_BYTE, 1000n);
      if (fees < minimal) throw new ProtocolError('prefilter.fees_too_low');
      const r = applyOperation(accounts, parsed.contents, newCounter(), tokens);
      accounts.clear();
      for (const [k, v] of r.accounts) accounts.set(k, v);
      tokens = r.tokens;
      bake([{ hash, branch: parsed.branch, contents: r.contents, signature }]);
      injected.push({ hash });
      return hash;
    } catch (e) {
      if (!(e instanceof ProtocolError)) throw e;
      injected.push({ hash, error: e.id });
      throw new HttpAnswer(500, [{ kind: 'temporary', id: e.id }]);
    }
  }

  function tzktOperations(address: string, q: URLSearchParams) {
    if (q.get('type') !== 'transaction' || q.get('sort') !== '1')
      throw new HttpAnswer(400, {
        code: 400,
        errors: { type: 'the wallet asks for transactions, newest first' },
      });
    const limit = Number(q.get('limit') ?? 100);
    const out: unknown[] = [];
    let id = 0;
    for (const b of blocks)
      for (const o of b.operations)
        for (const { content, result } of o.contents) {
          id += 1;
          if (content.kind !== 'transaction') continue;
          if (content.source !== address && content.destination !== address) continue;
          out.push({
            type: 'transaction',
            id,
            level: b.level,
            timestamp: b.timestamp.replace('.000Z', 'Z'),
            block: b.hash,
            hash: o.hash,
            counter: Number(content.counter),
            sender: { address: content.source },
            gasLimit: Number(content.gas_limit),
            gasUsed: Math.ceil(Number(result.consumed_milligas ?? 0) / 1000),
            storageLimit: Number(content.storage_limit),
            storageUsed: 0,
            bakerFee: Number(content.fee),
            storageFee: 0,
            allocationFee: result.allocated_destination_contract ? 64250 : 0,
            target: { address: content.destination },
            amount: Number(content.amount),
            status: result.status,
            hasInternals: false,
          });
        }
    return out.reverse().slice(0, limit);
  }

  function route(method: string, path: string, q: URLSearchParams, body: unknown): unknown {
    const HEAD = '/chains/main/blocks/head';
    // Octez answers its chain id as a JSON string (Settings → Networks asks it)
    if (method === 'GET' && path === '/chains/main/chain_id') return CHAIN_ID;
    if (method === 'GET' && path === `${HEAD}/header`)
      return {
        protocol: PROTOCOL,
        chain_id: CHAIN_ID,
        hash: head().hash,
        level: head().level,
        proto: 21,
        predecessor: blocks[blocks.length - 2]?.hash ?? head().hash,
        timestamp: head().timestamp.replace('.000Z', 'Z'),
      };
    if (method === 'GET' && path === `${HEAD}/context/constants`) return CONSTANTS;
    const contract = new RegExp(`^${HEAD}/context/contracts/([^/]+)/(balance|counter|manager_key)$`).exec(
      path,
    );
    if (method === 'GET' && contract) {
      const a = accounts.get(decodeURIComponent(contract[1]!));
      if (contract[2] === 'balance') return (a?.balance ?? 0n).toString();
      if (contract[2] === 'counter') return (a?.counter ?? GLOBAL_COUNTER_START).toString();
      return a?.managerKey ?? null;
    }
    if (method === 'POST' && path === `${HEAD}/helpers/scripts/run_operation`) return runOperation(body);
    if (method === 'POST' && path === '/injection/operation') return inject(body);
    const ops = /^\/chains\/main\/blocks\/head(?:~(\d+))?\/operations\/3$/.exec(path);
    if (method === 'GET' && ops) {
      const b = blocks[blocks.length - 1 - Number(ops[1] ?? 0)];
      if (!b) throw new HttpAnswer(404, []);
      return b.operations.map(opJson);
    }
    // TzKT's indexer head (Settings → Networks asks its chainId and level)
    if (method === 'GET' && path === '/v1/head')
      return { chain: 'mainnet', chainId: CHAIN_ID, level: head().level, hash: head().hash, synced: true };
    const tz = /^\/v1\/accounts\/([^/]+)\/operations$/.exec(path);
    if (method === 'GET' && tz) return tzktOperations(decodeURIComponent(tz[1]!), q);
    const token = method === 'GET' ? tzktTokenRoute(path, q, tokens, blocks) : undefined;
    if (token !== undefined) return token;
    throw new HttpAnswer(404, [{ kind: 'permanent', id: 'rpc.not_found', path }]);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: unknown = undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      log.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
      let status = 200;
      let answer: unknown;
      try {
        answer = route(req.method ?? 'GET', url.pathname, url.searchParams, body);
      } catch (e) {
        if (!(e instanceof HttpAnswer)) throw e;
        status = e.status;
        answer = e.body;
      }
      const lied = lie?.(url.pathname, answer, body);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(lied === undefined ? answer : lied));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fund,
    balance: (a) => accounts.get(a)?.balance ?? 0n,
    account: (a) => (accounts.has(a) ? { ...accounts.get(a)! } : undefined),
    requests: () => [...log],
    injections: () => [...injected],
    lie: (fn) => void (lie = fn),
    registerToken: (meta) => tokens.register(meta),
    fundToken,
    tokenBalance: (address, key) => tokens.balance(key, address),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
