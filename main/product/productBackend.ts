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

/**
 * The product backend's coin calls (spec app.md §7), at `<base>/coins` and `<base>/coin-groups`:
 * the spec does not show their paths, so these are this app's, documented in the README.
 */
export class ProductBackend {
  constructor(
    private readonly http: Http,
    private readonly base: string,
  ) {}

  async coins(): Promise<CatalogueEntry[]> {
    const u = new URL(`${this.base.replace(/\/+$/, '')}/coins`);
    u.searchParams.set('limit', String(SERVER_COIN_LIMIT));
    u.searchParams.set('status', 'true');
    const r = readAnswer(CoinListSchema, await this.http.json(u.toString()), 'coin list', u.host);
    return r.data.data
      .slice(0, SERVER_COIN_LIMIT)
      .map(catalogueEntryOf)
      .filter((e): e is CatalogueEntry => e !== null);
  }

  async groups(): Promise<CoinGroup[]> {
    const url = `${this.base.replace(/\/+$/, '')}/coin-groups`;
    const r = readAnswer(GroupListSchema, await this.http.json(url), 'coin groups', new URL(url).host);
    return r.data.data.map((g) => ({
      name: g.name,
      coins: g.coins.map((c) => ({
        chainName: c.chain_name,
        ...(c.contract_address ? { contractAddress: c.contract_address } : {}),
      })),
    }));
  }
}
