import { CATALOGUE, findCatalogueEntry, searchCoins } from '../../../shared/catalogue';
import { getChain } from '../../../shared/chains/registry';
import type { CoinView } from '../../../shared/contract/wallets';
import { AppError } from '../../../shared/errors';
import { moveCoin, selectCoin, toggleCoin, updateWallet } from '../../../shared/wallets';
import type { SignerClient } from '../../signer/client';
import type { WalletService } from './walletService';

/** Where derived addresses are remembered between calls (the encrypted cache when open). */
export interface AddressStore {
  get(walletId: string, chainName: string, index: number): string | undefined;
  put(
    walletId: string,
    rows: { chainName: string; index: number; path: string; address: string; publicKey: string }[],
  ): void;
}

/** Coins of the current wallet, with the address each one receives at. */
export class CoinService {
  constructor(
    private readonly wallets: WalletService,
    private readonly signer: SignerClient,
    private readonly addresses: AddressStore,
  ) {}

  /** Addresses for these chains of the wallet, asking the signer only for the missing ones. */
  async addressesFor(walletId: string, chainNames: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const missing: string[] = [];
    for (const chain of new Set(chainNames)) {
      const known = this.addresses.get(walletId, chain, 0);
      if (known) out.set(chain, known);
      else missing.push(chain);
    }
    if (missing.length) {
      const { accounts } = await this.signer.call('deriveAccounts', {
        walletId,
        requests: missing.map((chainName) => ({ chainName, index: 0 })),
      });
      this.addresses.put(walletId, accounts);
      for (const a of accounts) out.set(a.chainName, a.address);
    }
    return out;
  }

  async list(): Promise<{ walletId: string; walletName: string; coins: CoinView[] }> {
    const wallet = this.wallets.currentWallet();
    const visible = wallet.coins.filter((c) => c.isInWallet);
    const addresses = await this.addressesFor(
      wallet.id,
      visible.map((c) => c.chainName),
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
        address: addresses.get(c.chainName) ?? '',
        selected: wallet.selectedCoinId === c.id,
      })),
    };
  }

  catalogue(query: string) {
    const wallet = this.wallets.currentWallet();
    const inWallet = new Set(wallet.coins.filter((c) => c.isInWallet).map((c) => c.id));
    const pool =
      wallet.kind === 'privateKey' ? CATALOGUE.filter((e) => e.chainName === wallet.chainName) : CATALOGUE;
    return {
      entries: searchCoins(pool, query)
        .slice(0, 100)
        .map((e) => ({
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

  private onCurrent(rule: Parameters<typeof updateWallet>[2]) {
    return this.wallets.update((s) => updateWallet(s, s.currentWalletIndex, rule));
  }

  toggle(id: string): Promise<void> {
    const wallet = this.wallets.currentWallet();
    const existing = wallet.coins.find((c) => c.id === id);
    const entry = existing ?? findCatalogueEntry(CATALOGUE, id);
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
