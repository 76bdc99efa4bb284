import { CATALOGUE, findCatalogueEntry, searchCoins } from '../../../shared/catalogue';
import type { CatalogueEntry } from '../../../shared/catalogue/types';
import { getChain } from '../../../shared/chains/registry';
import { CATALOGUE_PAGE_SIZE, type CoinView } from '../../../shared/contract/wallets';
import { AppError } from '../../../shared/errors';
import type { Family } from '../../../shared/chains/families';
import { coinKey } from '../../../shared/catalogue/coinKey';
import {
  addToken,
  moveCoin,
  selectCoin,
  toggleCoin,
  updateWallet,
  type WalletMeta,
} from '../../../shared/wallets';
import type { TokenDetails, WalletFamily } from '../../chains/family';
import type { ProductBackend } from '../../product/productBackend';
import type { AddressService } from './addressService';
import type { WalletService } from './walletService';

/** Backend entries remembered for `toggle`; far above what anyone pages through in a session. */
const MAX_SEEN = 5000;

/** Coins of the current wallet, with the address each one receives at. */
export class CoinService {
  /** currencies the backend listed, so a coin it alone knows can still be added by id */
  private readonly seen = new Map<string, CatalogueEntry>();

  constructor(
    private readonly wallets: WalletService,
    private readonly addresses: AddressService,
    /** the chain families of the current settings, for reading custom tokens */
    private readonly families: () => Partial<Record<Family, WalletFamily>> = () => ({}),
    /** the shipped catalogue, plus the product backend's coins when one is configured */
    private readonly catalogueNow: () => readonly CatalogueEntry[] = () => CATALOGUE,
    /** the product backend: currency list and coin lookup; null when WALLET_BACKEND_URL is unset */
    private readonly backend: ProductBackend | null = null,
    private readonly log: (m: string) => void = (m) => console.warn(m),
  ) {}

  /**
   * A token contract's own name, symbol and decimals, and whether the product backend lists it
   * on that chain (spec "Look up a coin by chain_name"): the details always come from the chain,
   * the lookup only tells the user whether the token is a known one.
   */
  async tokenInfo(
    chainName: string,
    contractAddress: string,
  ): Promise<TokenDetails & { chainName: string; listed?: boolean }> {
    const [details, listed] = await Promise.all([
      this.readToken(chainName, contractAddress),
      this.listedByBackend(chainName, contractAddress.trim()),
    ]);
    return { ...details, ...(listed === undefined ? {} : { listed }) };
  }

  private async listedByBackend(chainName: string, contractAddress: string): Promise<boolean | undefined> {
    if (!this.backend) return undefined;
    try {
      const onChain = await this.backend.coinsOnChain(chainName);
      return findCatalogueEntry(onChain, coinKey(chainName, contractAddress)) !== undefined;
    } catch (e) {
      this.log(`Coin lookup failed: ${e instanceof Error ? e.message : String(e)}`);
      return undefined;
    }
  }

  private async readToken(
    chainName: string,
    contractAddress: string,
  ): Promise<TokenDetails & { chainName: string }> {
    const chain = getChain(chainName);
    const family = this.families()[chain.family];
    if (!family?.tokenInfo)
      throw new AppError('RULE', `Custom tokens are not supported on ${chain.displayName} yet`);
    return { chainName, ...(await family.tokenInfo(chainName, contractAddress.trim())) };
  }

  /**
   * Adds a custom token to the current wallet. The details come from the chain here, never
   * from the renderer, so a spoofed symbol or decimals cannot be planted in the wallet.
   */
  async addToken(chainName: string, contractAddress: string): Promise<{ coinId: string }> {
    const t = await this.readToken(chainName, contractAddress);
    await this.onCurrent((w) => addToken(w, t));
    return { coinId: coinKey(chainName, t.contractAddress) };
  }

  /**
   * Tokens matching a query on the family's token list service; a family without one finds
   * nothing. Adding a hit still goes through `addToken`, which reads the token from the chain.
   */
  async searchTokens(chainName: string, query: string, start: number, limit: number) {
    const family = this.families()[getChain(chainName).family];
    if (!family?.searchTokens) return { tokens: [] };
    const wallet = this.wallets.currentWallet();
    const inWallet = new Set(wallet.coins.filter((c) => c.isInWallet).map((c) => c.id));
    const hits = await family.searchTokens(chainName, query.trim(), start, limit);
    return {
      tokens: hits.slice(0, limit).map((t) => ({
        chainName: t.chainName,
        contractAddress: t.contractAddress,
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
        inWallet: inWallet.has(coinKey(t.chainName, t.contractAddress)),
      })),
    };
  }

  async list(): Promise<{ walletId: string; walletName: string; coins: CoinView[] }> {
    const wallet = this.wallets.currentWallet();
    const families = this.families();
    const visible = wallet.coins.filter((c) => c.isInWallet);
    const pathOf = new Map(visible.map((c) => [c.chainName, this.addresses.activePath(wallet, c.chainName)]));
    const addresses = await this.addresses.resolve(
      wallet,
      [...pathOf].map(([chainName, path]) => ({ chainName, path })),
    );
    return {
      walletId: wallet.id,
      walletName: wallet.name,
      coins: visible.map((c) => ({
        id: c.id,
        chainName: c.chainName,
        chainDisplayName: getChain(c.chainName).displayName,
        symbol: c.symbol,
        name: c.name,
        type: c.type,
        decimals: c.decimals,
        ...(c.contractAddress ? { contractAddress: c.contractAddress } : {}),
        address: addresses.get(`${c.chainName}|${pathOf.get(c.chainName)}`) ?? '',
        selected: wallet.selectedCoinId === c.id,
        ...(families[getChain(c.chainName).family] ? {} : { receiveOnly: true as const }),
        ...(wallet.kind === 'watch' ? { watchOnly: true as const } : {}),
      })),
    };
  }

  /**
   * One page of the coins the user can add. With a backend, its currency list (a phrase wallet
   * only: the list cannot be asked for one chain); when that fails, the catalogue at hand.
   */
  async catalogue(query: string, page = 1) {
    const wallet = this.wallets.currentWallet();
    const inWallet = new Set(wallet.coins.filter((c) => c.isInWallet).map((c) => c.id));
    const found = (await this.fromBackend(wallet, query, page)) ?? this.fromCatalogue(wallet, query, page);
    return {
      total: found.total,
      entries: found.entries.map((e) => ({
        id: e.id,
        chainName: e.chainName,
        chainDisplayName: getChain(e.chainName).displayName,
        symbol: e.symbol,
        name: e.name,
        type: e.type,
        inWallet: inWallet.has(e.id),
      })),
    };
  }

  private async fromBackend(wallet: WalletMeta, query: string, page: number) {
    if (!this.backend || wallet.kind !== 'phrase') return null;
    try {
      const r = await this.backend.currencies({ page, limit: CATALOGUE_PAGE_SIZE, search: query.trim() });
      if (this.seen.size > MAX_SEEN) this.seen.clear();
      for (const e of r.entries) this.seen.set(e.id, e);
      return r;
    } catch (e) {
      this.log(
        `Currency list failed, showing the catalogue at hand: ${e instanceof Error ? e.message : String(e)}`,
      );
      return null;
    }
  }

  private fromCatalogue(wallet: WalletMeta, query: string, page: number) {
    const all = this.catalogueNow();
    const pool = wallet.kind !== 'phrase' ? all.filter((e) => e.chainName === wallet.chainName) : all;
    const hits = searchCoins(pool, query);
    return {
      total: hits.length,
      entries: hits.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE),
    };
  }

  private onCurrent(rule: Parameters<typeof updateWallet>[2]) {
    return this.wallets.update((s) => updateWallet(s, s.currentWalletIndex, rule));
  }

  toggle(id: string): Promise<void> {
    const wallet = this.wallets.currentWallet();
    const existing = wallet.coins.find((c) => c.id === id);
    const entry = existing ?? findCatalogueEntry(this.catalogueNow(), id) ?? this.seen.get(id);
    if (!entry) throw new AppError('NOT_FOUND', 'coin not found');
    return this.onCurrent((w) => toggleCoin(w, entry));
  }

  move(id: string, direction: 'up' | 'down'): Promise<void> {
    return this.onCurrent((w) => {
      const index = w.coins.findIndex((c) => c.id === id);
      if (index < 0) throw new AppError('RULE', 'Coin id does not exist');
      return moveCoin(w, index, direction);
    });
  }

  select(id: string): Promise<void> {
    return this.onCurrent((w) => selectCoin(w, id));
  }
}
