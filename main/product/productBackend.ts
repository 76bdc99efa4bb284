import { z } from 'zod';
import type { CatalogueEntry } from '../../shared/catalogue/types';
import type { CoinRef } from '../../shared/wallets';
import type { Http } from '../net/http';
import { readAnswer } from '../net/readAnswer';
import { catalogueEntryOf, CoinListSchema, GroupListSchema } from './backendWire';

/** spec app.md §9: the server coin sync and the new-coin check both ask for 200. */
export const SERVER_COIN_LIMIT = 200;

export interface CoinGroup {
  name: string;
  coins: CoinRef[];
}

/** spec app.md §7 "Register coins for a client": the payload, field for field. */
export interface RegisterCoinsBody {
  coins: { chain_name: string; symbol: string; contract_address?: string; address: string }[];
  clientId: string;
  masterClientId: string;
  is_create_wallet: boolean;
  is_imported: boolean;
}

/** spec app.md §7 "List currencies": reads data.data and data.total. */
const CurrencyPageSchema = z.looseObject({
  data: z.looseObject({
    data: z.array(z.unknown()).max(1000),
    total: z.number().int().min(0),
  }),
});

const known = (entries: readonly unknown[]) =>
  entries.map(catalogueEntryOf).filter((e): e is CatalogueEntry => e !== null);

/**
 * The product backend's calls (spec app.md §7). The spec does not show their paths, so these
 * are this app's, documented in the README: `/coins`, `/coin-groups`, `/currencies`,
 * `/coins/by-chain` and `/clients/coins` under the configured base.
 */
export class ProductBackend {
  constructor(
    private readonly http: Http,
    private readonly base: string,
  ) {}

  private url(path: string, query: Record<string, string> = {}): URL {
    const u = new URL(`${this.base.replace(/\/+$/, '')}${path}`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u;
  }

  async coins(): Promise<CatalogueEntry[]> {
    const u = this.url('/coins', { limit: String(SERVER_COIN_LIMIT), status: 'true' });
    const r = readAnswer(CoinListSchema, await this.http.json(u.toString()), 'coin list', u.host);
    return known(r.data.data.slice(0, SERVER_COIN_LIMIT));
  }

  async groups(): Promise<CoinGroup[]> {
    const u = this.url('/coin-groups');
    const r = readAnswer(GroupListSchema, await this.http.json(u.toString()), 'coin groups', u.host);
    return r.data.data.map((g) => ({
      name: g.name,
      coins: g.coins.map((c) => ({
        chainName: c.chain_name,
        ...(c.contract_address ? { contractAddress: c.contract_address } : {}),
      })),
    }));
  }

  /**
   * One page of the backend's currencies matching `search` (page counts from 1). Entries on
   * chains this app does not know are dropped, so a page may hold fewer than `limit`.
   */
  async currencies(p: {
    page: number;
    limit: number;
    search: string;
  }): Promise<{ entries: CatalogueEntry[]; total: number }> {
    const u = this.url('/currencies', {
      page: String(p.page),
      limit: String(p.limit),
      status: 'true',
      search: p.search,
    });
    const r = readAnswer(CurrencyPageSchema, await this.http.json(u.toString()), 'currency list', u.host);
    return { entries: known(r.data.data.slice(0, p.limit)), total: r.data.total };
  }

  /** The coins the backend lists on one chain (spec "Look up a coin by chain_name"). */
  async coinsOnChain(chainName: string): Promise<CatalogueEntry[]> {
    const u = this.url('/coins/by-chain', { chain_name: chainName });
    const r = readAnswer(CoinListSchema, await this.http.json(u.toString()), 'coin lookup', u.host);
    return known(r.data.data).filter((e) => e.chainName === chainName);
  }

  /** Tells the backend which coins a new wallet holds; any 2xx answer is success. */
  async registerCoins(body: RegisterCoinsBody): Promise<void> {
    await this.http.request(this.url('/clients/coins').toString(), { method: 'POST', json: body });
  }
}
