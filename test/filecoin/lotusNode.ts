/**
 * A fixture Lotus JSON-RPC node and Filscan API on 127.0.0.1 at a random port, in their wire
 * formats (Lotus: POST /rpc/v1 `{jsonrpc, method: 'Filecoin.X', params, id}`; Filscan: POST
 * /api/v1/<Method>, answered `{result}`). Pushed messages have their signature verified against
 * From (test/filecoin/signedMessage.ts), their nonce and the sender's funds checked as Lotus'
 * mpool does, and are applied to a small ledger that charges gas the way the chain does; each
 * push is mined at once into a new tipset unless `hold` keeps the pool, so balances, nonces,
 * message lookups and the scan's history change. `lie` turns it into a hostile node.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { cidBytes, cidText, RpcFault, verifySignedMessage, type PushedMessage } from './signedMessage';

/** the chain's minimum base fee (build.MinimumBaseFee), attoFIL per gas: the fixture's base fee */
export const BASE_FEE = 100n;
/** gas a plain send uses on this fixture chain */
export const SEND_GAS_USED = 488_000n;
/** what GasEstimateMessageGas answers: 25% over the gas used, a premium and a fee cap over it */
export const EST_GAS_LIMIT = (SEND_GAS_USED * 125n) / 100n;
export const EST_GAS_PREMIUM = 100_000n;
export const EST_GAS_FEE_CAP = 200_000n;
/** what the scan service reports: FinalHeight's base_fee and GasDataTrend's 24 h avg_gas_used */
export const SCAN_BASE_FEE = '100';
export const SCAN_AVG_GAS_USED = 612_345.6;
export const GENESIS_TIME_S = 1_767_225_600; // 2026-01-01T00:00:00Z
export const EPOCH_S = 30;

export interface RequestLog {
  path: string;
  /** Lotus' method name (Filecoin.X) or the scan path's last part */
  method: string;
  body: unknown;
}

export interface ChainMessage {
  cid: string;
  from: string;
  to: string;
  value: bigint;
  nonce: number;
  height: number;
  exitCode: number;
  /** what the sender paid in gas */
  charged: bigint;
}

/** Rewrites an answer: return a replacement body, or undefined to send the honest one. */
export type Lie = (method: string, answer: unknown, request: unknown) => unknown;

export interface LotusNode {
  /** Lotus JSON-RPC v1 endpoint */
  rpcUrl: string;
  /** Filscan API root */
  scanUrl: string;
  fund(address: string, atto: bigint): string;
  balance(address: string): bigint;
  nonce(address: string): number;
  messages(): ChainMessage[];
  /** pushes the node accepted and refused, with Lotus' error text */
  pushes(): { cid?: string; error?: string }[];
  requests(): RequestLog[];
  /** keep pushed messages in the pool (true) or mine each at once (false, the default) */
  hold(on: boolean): void;
  /** mines the pool into a new tipset */
  mine(): void;
  lie(fn: Lie | null): void;
  close(): Promise<void>;
}

/** lotus chain/vm/burn.go ComputeGasOverestimationBurn */
function overBurn(used: bigint, limit: bigint): bigint {
  let over = limit - (11n * used) / 10n;
  if (over <= 0n) return 0n;
  if (over > used) over = used;
  return ((limit - used) * over) / used;
}

export const FAUCET = 't0100';

export async function startLotusNode(network: 'mainnet' | 'testnet' = 'testnet'): Promise<LotusNode> {
  const balances = new Map<string, bigint>();
  const nonces = new Map<string, number>();
  const chain: ChainMessage[] = [];
  const pool: PushedMessage[] = [];
  const poolCids: string[] = [];
  const pushed: { cid?: string; error?: string }[] = [];
  const log: RequestLog[] = [];
  let height = 100;
  let holding = false;
  let lie: Lie | null = null;

  const bal = (a: string) => balances.get(a) ?? 0n;
  const pendingOf = (a: string) => pool.filter((m) => m.From === a);
  const timeOf = (h: number) => GENESIS_TIME_S + h * EPOCH_S;

  function fund(address: string, atto: bigint): string {
    height += 1;
    const cid = cidText(cidBytes(randomBytes(40)));
    balances.set(address, bal(address) + atto);
    chain.push({ cid, from: FAUCET, to: address, value: atto, nonce: 0, height, exitCode: 0, charged: 0n });
    return cid;
  }

  function apply(m: PushedMessage, cid: string) {
    const limit = BigInt(m.GasLimit);
    const feeCap = BigInt(m.GasFeeCap);
    const premium = BigInt(m.GasPremium);
    const baseFeeToPay = BASE_FEE < feeCap ? BASE_FEE : feeCap;
    const tip = (premium < feeCap - baseFeeToPay ? premium : feeCap - baseFeeToPay) * limit;
    const outOfGas = limit < SEND_GAS_USED;
    const used = outOfGas ? limit : SEND_GAS_USED;
    const charged = baseFeeToPay * (used + overBurn(used, limit)) + tip;
    const value = outOfGas ? 0n : BigInt(m.Value);
    balances.set(m.From, bal(m.From) - charged - value);
    balances.set(m.To, bal(m.To) + value);
    nonces.set(m.From, m.Nonce + 1);
    // SysErrOutOfGas (7): the message ran out of gas and moved nothing but its fee
    chain.push({
      cid,
      from: m.From,
      to: m.To,
      value,
      nonce: m.Nonce,
      height,
      exitCode: outOfGas ? 7 : 0,
      charged,
    });
  }

  function mine() {
    if (pool.length === 0) return;
    height += 1;
    pool.splice(0).forEach((m, i) => apply(m, poolCids[i]!));
    poolCids.splice(0);
  }

  function push(signed: unknown): { '/': string } {
    try {
      const { cid, message: m } = verifySignedMessage(signed as never, network);
      if (m.Method !== 0 || m.Version !== 0) throw new RpcFault('only plain sends on this fixture');
      const expected = (nonces.get(m.From) ?? 0) + pendingOf(m.From).length;
      if (m.Nonce < expected)
        throw new RpcFault(`minimum expected nonce is ${expected}: message nonce too low`);
      if (m.Nonce > expected)
        throw new RpcFault(`message nonce has too big a gap from expected nonce ${expected}`);
      if (BigInt(m.GasPremium) > BigInt(m.GasFeeCap))
        throw new RpcFault('GasPremium is greater than GasFeeCap');
      const required = BigInt(m.Value) + BigInt(m.GasFeeCap) * BigInt(m.GasLimit);
      const reserved = pendingOf(m.From).reduce(
        (s, p) => s + BigInt(p.Value) + BigInt(p.GasFeeCap) * BigInt(p.GasLimit),
        0n,
      );
      if (bal(m.From) - reserved < required)
        throw new RpcFault(
          `not enough funds including pending messages (required: ${required}, balance: ${bal(m.From) - reserved}): not enough funds`,
        );
      pool.push(m);
      poolCids.push(cid);
      pushed.push({ cid });
      if (!holding) mine();
      return { '/': cid };
    } catch (e) {
      if (e instanceof RpcFault) pushed.push({ error: e.message });
      throw e;
    }
  }

  function estimate(msg: PushedMessage | undefined) {
    if (!msg?.From || !msg.To) throw new RpcFault('estimating gas: missing message');
    if (BigInt(msg.Value) > bal(msg.From))
      throw new RpcFault('estimating gas used: message execution failed: exit SysErrInsufficientFunds(6)');
    return {
      ...msg,
      GasLimit: Number(EST_GAS_LIMIT),
      GasFeeCap: EST_GAS_FEE_CAP.toString(),
      GasPremium: EST_GAS_PREMIUM.toString(),
    };
  }

  function search(cid: string) {
    const m = chain.find((x) => x.cid === cid);
    if (!m) return null;
    return {
      Message: { '/': m.cid },
      Receipt: { ExitCode: m.exitCode, Return: null, GasUsed: Number(SEND_GAS_USED), EventsRoot: null },
      ReturnDec: null,
      TipSet: [{ '/': cidText(cidBytes(Uint8Array.of(m.height))) }],
      Height: m.height,
    };
  }

  function rpc(method: string, params: unknown[]): unknown {
    const p0 = params[0] as string;
    switch (method) {
      case 'Filecoin.WalletBalance':
        return bal(p0).toString();
      case 'Filecoin.MpoolGetNonce':
        return (nonces.get(p0) ?? 0) + pendingOf(p0).length;
      case 'Filecoin.GasEstimateMessageGas':
        return estimate(params[0] as PushedMessage);
      case 'Filecoin.MpoolPush':
        return push(params[0]);
      case 'Filecoin.StateSearchMsg': {
        const c = params[1] as { '/': string } | undefined;
        return search(c?.['/'] ?? '');
      }
      case 'Filecoin.ChainHead':
        return { Height: height };
      // the network's name, as Lotus answers it (Settings → Networks asks it)
      case 'Filecoin.StateNetworkName':
        return network === 'mainnet' ? 'mainnet' : 'calibrationnet';
      default:
        throw new RpcFault(`method '${method}' not found`);
    }
  }

  function scan(method: string, body: Record<string, unknown>): unknown {
    if (method === 'FinalHeight')
      return { result: { height, block_time: timeOf(height), base_fee: SCAN_BASE_FEE } };
    if (method === 'GasDataTrend') {
      if (body.interval !== '24h') return { result: { items: [] } };
      return {
        result: {
          items: [{ timestamp: timeOf(height), base_fee: SCAN_BASE_FEE, avg_gas_used: SCAN_AVG_GAS_USED }],
        },
      };
    }
    if (method === 'MessagesByAccountID') {
      const account = String(body.account_id);
      const f = (body.filters ?? {}) as { index?: number; limit?: number };
      const mine_ = chain.filter((m) => m.from === account || m.to === account).reverse();
      const page = mine_.slice((f.index ?? 0) * (f.limit ?? 20), ((f.index ?? 0) + 1) * (f.limit ?? 20));
      return {
        result: {
          messages_by_account_id_list: page.map((m) => ({
            height: m.height,
            block_time: timeOf(m.height),
            cid: m.cid,
            from: m.from,
            to: m.to,
            value: m.value.toString(),
            exit_code:
              m.exitCode === 0 ? 'Ok' : m.exitCode === 7 ? 'SysErrOutOfGas' : `ExitCode(${m.exitCode})`,
            method_name: 'Send',
          })),
          total_count: mine_.length,
        },
      };
    }
    return undefined;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        res.writeHead(400).end();
        return;
      }
      let status = 200;
      let answer: unknown;
      let method = '';
      if (req.method === 'POST' && path === '/rpc/v1') {
        method = String(body.method);
        try {
          answer = { jsonrpc: '2.0', id: body.id, result: rpc(method, (body.params as unknown[]) ?? []) };
        } catch (e) {
          if (!(e instanceof RpcFault)) throw e;
          answer = { jsonrpc: '2.0', id: body.id, error: { code: 1, message: e.message } };
        }
      } else if (req.method === 'POST' && path.startsWith('/api/v1/')) {
        method = path.slice('/api/v1/'.length);
        answer = scan(method, body);
        if (answer === undefined) status = 404;
      } else status = 404;
      log.push({ path, method, body });
      const lied = lie?.(method, answer, body);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(lied === undefined ? (answer ?? {}) : lied));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;
  return {
    rpcUrl: `${root}/rpc/v1`,
    scanUrl: `${root}/api/v1`,
    fund,
    balance: bal,
    nonce: (a) => nonces.get(a) ?? 0,
    messages: () => chain.map((m) => ({ ...m })),
    pushes: () => [...pushed],
    requests: () => [...log],
    hold: (on) => void (holding = on),
    mine,
    lie: (fn) => void (lie = fn),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
