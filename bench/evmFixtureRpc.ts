import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A JSON-RPC endpoint in Ethereum's wire format for the paint bench: every address holds
 * 1.5 of the native coin and every `balanceOf` answers 42 token units (one 32-byte word),
 * single or batched, after `delayMs`. The bench raises the delay to stand for a slow network,
 * so what paints first can only have come from the cache.
 */
export interface FixtureRpc {
  url: string;
  requests: () => number;
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
}

const word = (v: bigint) => `0x${v.toString(16).padStart(64, '0')}`;

interface RpcRequest {
  id: number | string;
  method: string;
}

function answer(req: RpcRequest): unknown {
  const result =
    req.method === 'eth_getBalance'
      ? `0x${(15n * 10n ** 17n).toString(16)}`
      : req.method === 'eth_call'
        ? word(42n * 10n ** 6n)
        : req.method === 'eth_chainId'
          ? '0x7a69'
          : req.method === 'eth_blockNumber'
            ? '0x10'
            : null;
  return result === null
    ? { jsonrpc: '2.0', id: req.id, error: { code: -32601, message: `no ${req.method} here` } }
    : { jsonrpc: '2.0', id: req.id, result };
}

export async function startFixtureRpc(): Promise<FixtureRpc> {
  let delay = 0;
  let count = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      count++;
      const parsed = JSON.parse(body) as RpcRequest | RpcRequest[];
      const reply = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed);
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(reply));
      }, delay);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
