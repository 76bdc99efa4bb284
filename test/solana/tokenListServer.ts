/**
 * The token-list service (token-list-api.solana.cloud, solflare-wallet/utl-api) for tests:
 * `GET /v1/search?query=&start=&limit=[&chainId=]` matches name or symbol
 * case-insensitively, or the exact mint address, sorts by holders (most first), pages with
 * start/limit and answers `{ content: [{ address, chainId, name, symbol, verified, decimals,
 * holders, logoURI, tags }] }`. Missing query/start/limit is a 400, as the service's
 * validation does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TokenListRow {
  address: string;
  chainId?: number;
  name: string;
  symbol: string;
  decimals: number;
  verified?: boolean;
  holders?: number | null;
  logoURI?: string | null;
  tags?: string[];
}

export interface TokenListServer {
  url: string;
  /** every request path, in order */
  requests(): string[];
  close(): Promise<void>;
}

export async function startTokenListServer(rows: TokenListRow[]): Promise<TokenListServer> {
  const log: string[] = [];
  const full = rows.map((r) => ({
    address: r.address,
    chainId: r.chainId ?? 101,
    name: r.name,
    symbol: r.symbol,
    verified: r.verified ?? true,
    decimals: r.decimals,
    holders: r.holders ?? null,
    logoURI: r.logoURI ?? null,
    tags: r.tags ?? [],
  }));
  const server = http.createServer((req, res) => {
    log.push(req.url ?? '/');
    const url = new URL(req.url ?? '/', 'http://local');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/v1/search') return reply(404, { message: 'Not Found' });
    const query = url.searchParams.get('query');
    const start = Number(url.searchParams.get('start'));
    const limit = Number(url.searchParams.get('limit'));
    const chainId = url.searchParams.get('chainId');
    if (!query || !Number.isInteger(start) || start < 0 || !Number.isInteger(limit) || limit < 1)
      return reply(400, { message: '"query", "start" and "limit" are required' });
    const q = query.toLowerCase();
    const content = full
      .filter((t) => chainId === null || t.chainId === Number(chainId))
      .filter(
        (t) => t.name.toLowerCase().includes(q) || t.symbol.toLowerCase().includes(q) || t.address === query,
      )
      .sort((a, b) => (b.holders ?? -1) - (a.holders ?? -1))
      .slice(start, start + limit);
    reply(200, { content });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => [...log],
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
