/**
 * The staking-data service for tests, in Stakewiz's public format (api.stakewiz.com):
 * `GET /validators` answers a JSON array of validator rows — vote_identity, identity, name,
 * commission (percent), apy_estimate (percent), activated_stake (SOL, a float), image,
 * website, delinquent, rank… — exactly the rows given, defaults filled in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StakewizValidator {
  vote_identity: string;
  identity?: string;
  name: string;
  commission?: number;
  apy_estimate?: number;
  activated_stake?: number;
  image?: string | null;
  website?: string | null;
  description?: string | null;
  delinquent?: boolean;
  rank?: number;
  wiz_score?: number;
  skip_rate?: number;
  version?: string;
}

export interface ValidatorsServer {
  url: string;
  requests(): string[];
  /** replaces the rows served from now on */
  setRows(rows: StakewizValidator[]): void;
  close(): Promise<void>;
}

export async function startValidatorsServer(rows: StakewizValidator[]): Promise<ValidatorsServer> {
  const log: string[] = [];
  let served = rows;
  const server = http.createServer((req, res) => {
    log.push(req.url ?? '/');
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (req.method !== 'GET' || path !== '/validators') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    const body = served.map((v, i) => ({
      rank: v.rank ?? i + 1,
      identity: v.identity ?? v.vote_identity,
      vote_identity: v.vote_identity,
      name: v.name,
      description: v.description ?? null,
      website: v.website ?? null,
      image: v.image ?? null,
      commission: v.commission ?? 5,
      activated_stake: v.activated_stake ?? 1_000_000,
      apy_estimate: v.apy_estimate ?? 7,
      delinquent: v.delinquent ?? false,
      wiz_score: v.wiz_score ?? 90,
      skip_rate: v.skip_rate ?? 0,
      version: v.version ?? '2.2.0',
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => [...log],
    setRows: (next) => {
      served = next;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
