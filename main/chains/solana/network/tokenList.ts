/**
 * The token-list service (Solana token-list API, token-list-api.solana.cloud):
 * `GET /v1/search?query=&start=&limit=&chainId=` → `{ content: [{ address, name, symbol, decimals, … }] }`.
 */
import { z } from 'zod';
import type { Http } from '../../../net/http';
import type { TokenListEntry } from '../types';
import { Key, readAs } from './wire';

const SearchAnswer = z.looseObject({
  content: z.array(
    z.looseObject({
      address: Key,
      name: z.string().max(200),
      symbol: z.string().max(50),
      decimals: z.number().int().min(0).max(255),
      chainId: z.number().int().optional(),
    }),
  ),
});

export interface TokenSearchParams {
  query: string;
  start: number;
  limit: number;
  chainId: number;
}

export async function searchTokenList(
  http: Http,
  baseUrl: string,
  p: TokenSearchParams,
): Promise<TokenListEntry[]> {
  const url = new URL('/v1/search', baseUrl);
  url.searchParams.set('query', p.query);
  url.searchParams.set('start', String(p.start));
  url.searchParams.set('limit', String(p.limit));
  url.searchParams.set('chainId', String(p.chainId));
  const answer = readAs(SearchAnswer, await http.json(url.toString()), 'token search');
  return answer.content
    .filter((t) => t.chainId === undefined || t.chainId === p.chainId)
    .map((t) => ({ address: t.address, name: t.name, symbol: t.symbol, decimals: t.decimals }));
}
