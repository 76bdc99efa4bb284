// An Etherscan-v2-style explorer on 127.0.0.1 that answers `txlist`, `tokentx`,
// `gastracker gasoracle` and `proxy eth_gasPrice` from a real anvil chain (blocks,
// receipts, Transfer logs), in Etherscan's wire format. Other explorer formats are served
// from fixture files by `startFixtureServer`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatUnits, id, zeroPadValue } from 'ethers';

interface Block {
  number: string;
  timestamp: string;
  transactions: {
    hash: string;
    from: string;
    to: string | null;
    value: string;
    nonce: string;
    gas: string;
    gasPrice?: string;
    input: string;
    transactionIndex: string;
    blockHash: string;
  }[];
}
interface Receipt {
  status: string;
  gasUsed: string;
  contractAddress: string | null;
  cumulativeGasUsed: string;
}
interface Log {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: string;
  transactionIndex: string;
  blockHash: string;
}

const TRANSFER = id('Transfer(address,address,uint256)');
const dec = (hex: string) => BigInt(hex).toString(10);

export interface ExplorerServer {
  url: string;
  /** query strings seen, for asserting the parameters sent */
  requests: URLSearchParams[];
  /** when set, requests without an apikey get status '0' with this result text */
  freeTierError?: string;
  close(): Promise<void>;
}

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await r.json()) as { result: T }).result;
}

export async function startExplorerServer(rpcUrl: string): Promise<ExplorerServer> {
  const state: ExplorerServer = { url: '', requests: [], close: async () => {} };

  async function txlist(address: string, offset: number): Promise<unknown[]> {
    const head = Number(await rpc<string>(rpcUrl, 'eth_blockNumber', []));
    const me = address.toLowerCase();
    const out: unknown[] = [];
    for (let n = head; n >= 0 && out.length < offset; n--) {
      const b = await rpc<Block>(rpcUrl, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, true]);
      for (const t of [...b.transactions].reverse()) {
        if (t.from.toLowerCase() !== me && t.to?.toLowerCase() !== me) continue;
        const r = await rpc<Receipt>(rpcUrl, 'eth_getTransactionReceipt', [t.hash]);
        out.push({
          blockNumber: String(n),
          timeStamp: dec(b.timestamp),
          hash: t.hash,
          nonce: dec(t.nonce),
          blockHash: t.blockHash,
          transactionIndex: dec(t.transactionIndex),
          from: t.from.toLowerCase(),
          to: t.to?.toLowerCase() ?? '',
          value: dec(t.value),
          gas: dec(t.gas),
          gasPrice: dec(t.gasPrice ?? '0x0'),
          isError: r.status === '0x1' ? '0' : '1',
          txreceipt_status: r.status === '0x1' ? '1' : '0',
          input: t.input,
          contractAddress: r.contractAddress?.toLowerCase() ?? '',
          cumulativeGasUsed: dec(r.cumulativeGasUsed),
          gasUsed: dec(r.gasUsed),
          confirmations: String(head - n + 1),
          methodId: t.input.slice(0, 10),
          functionName: '',
        });
        if (out.length >= offset) break;
      }
    }
    return out;
  }

  async function tokentx(address: string, contract: string, offset: number): Promise<unknown[]> {
    const head = Number(await rpc<string>(rpcUrl, 'eth_blockNumber', []));
    const topic = zeroPadValue(address, 32).toLowerCase();
    const base = { fromBlock: '0x0', toBlock: 'latest', address: contract };
    const [sent, received] = await Promise.all([
      rpc<Log[]>(rpcUrl, 'eth_getLogs', [{ ...base, topics: [TRANSFER, topic] }]),
      rpc<Log[]>(rpcUrl, 'eth_getLogs', [{ ...base, topics: [TRANSFER, null, topic] }]),
    ]);
    const seen = new Set<string>();
    const logs = [...sent, ...received].filter(
      (l) => !seen.has(`${l.transactionHash}`) && seen.add(l.transactionHash),
    );
    logs.sort(
      (a, b) =>
        Number(BigInt(b.blockNumber) - BigInt(a.blockNumber)) ||
        Number(BigInt(b.transactionIndex) - BigInt(a.transactionIndex)),
    );
    const out: unknown[] = [];
    for (const l of logs.slice(0, offset)) {
      const [b, t] = await Promise.all([
        rpc<Block>(rpcUrl, 'eth_getBlockByNumber', [l.blockNumber, false]),
        rpc<Block['transactions'][number]>(rpcUrl, 'eth_getTransactionByHash', [l.transactionHash]),
      ]);
      out.push({
        blockNumber: dec(l.blockNumber),
        timeStamp: dec(b.timestamp),
        hash: l.transactionHash,
        nonce: dec(t.nonce),
        blockHash: l.blockHash,
        from: `0x${l.topics[1]!.slice(26)}`,
        contractAddress: l.address.toLowerCase(),
        to: `0x${l.topics[2]!.slice(26)}`,
        value: dec(l.data),
        tokenName: 'Test',
        tokenSymbol: 'TST',
        tokenDecimal: '18',
        transactionIndex: dec(l.transactionIndex),
        gas: dec(t.gas),
        gasPrice: dec(t.gasPrice ?? '0x0'),
        gasUsed: '0',
        cumulativeGasUsed: '0',
        input: 'deprecated',
        confirmations: String(head - Number(BigInt(l.blockNumber)) + 1),
      });
    }
    return out;
  }

  async function answer(q: URLSearchParams): Promise<unknown> {
    if (state.freeTierError && !q.get('apikey'))
      return { status: '0', message: 'NOTOK', result: state.freeTierError };
    const module = q.get('module');
    const action = q.get('action');
    if (module === 'account' && (action === 'txlist' || action === 'tokentx')) {
      const offset = Number(q.get('offset') ?? '10000');
      const rows =
        action === 'txlist'
          ? await txlist(q.get('address')!, offset)
          : await tokentx(q.get('address')!, q.get('contractaddress')!, offset);
      return rows.length
        ? { status: '1', message: 'OK', result: rows }
        : { status: '0', message: 'No transactions found', result: [] };
    }
    if (module === 'gastracker' && action === 'gasoracle') {
      const gp = BigInt(await rpc<string>(rpcUrl, 'eth_gasPrice', []));
      const gwei = formatUnits(gp, 9);
      return {
        status: '1',
        message: 'OK',
        result: {
          LastBlock: '1',
          SafeGasPrice: gwei,
          ProposeGasPrice: gwei,
          FastGasPrice: gwei,
          suggestBaseFee: gwei,
          gasUsedRatio: '0.5',
        },
      };
    }
    if (module === 'proxy' && action === 'eth_gasPrice')
      return { jsonrpc: '2.0', id: 73, result: await rpc<string>(rpcUrl, 'eth_gasPrice', []) };
    return { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Module name' };
  }

  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    state.requests.push(u.searchParams);
    answer(u.searchParams).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (e: unknown) => res.writeHead(500).end(String(e)),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/api`;
  state.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return state;
}

/** Serves fixed JSON bodies by path (query ignored) and records every request URL. */
export async function startFixtureServer(
  routes: Record<string, unknown>,
): Promise<{ url: string; seen: URL[]; close(): Promise<void> }> {
  const seen: URL[] = [];
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    seen.push(u);
    const body = routes[u.pathname];
    if (body === undefined) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
