import { CATALOGUE, coinKey, findCatalogueEntry } from '../../shared/catalogue';
import type { CatalogueEntry } from '../../shared/catalogue/types';
import { getChain } from '../../shared/chains/registry';
import type { CallOutput } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { addCoinGroup, syncCatalogue, updateWallet } from '../../shared/wallets';
import type { WalletService } from '../services/wallets/walletService';
import { mergeCatalogue } from './backendWire';
import type { CoinGroup, ProductBackend } from './productBackend';

/**
 * The coin catalogue the app offers: the shipped one, plus what the product backend lists
 * when one is configured (spec app.md §5 Sync). After each read, every phrase wallet gets the
 * default coins it lacks (never in a private-key wallet), and the entries new since the last
 * read are kept for the add-coin panel. Without a backend it is the shipped catalogue, as ever.
 */
export class CatalogueService {
  private merged: readonly CatalogueEntry[] = CATALOGUE;
  private fresh: readonly CatalogueEntry[] = [];

  constructor(
    private readonly wallets: WalletService,
    private readonly backend: ProductBackend | null,
  ) {}

  current = (): readonly CatalogueEntry[] => this.merged;

  /** The entries the last sync added to the catalogue (spec newCoins). */
  newCoins(): readonly CatalogueEntry[] {
    return this.fresh;
  }

  /** Reads the backend's coins and brings the wallets up to date; a failure keeps what was there. */
  async sync(): Promise<void> {
    if (!this.backend) return;
    const server = await this.backend.coins();
    const before = new Set(this.merged.map((e) => e.id));
    const { catalogue } = mergeCatalogue(CATALOGUE, server);
    this.fresh = catalogue.filter((e) => !before.has(e.id));
    this.merged = catalogue;
    if (!this.wallets.isOpen) return;
    await this.wallets.update((s) => {
      const wallets = s.wallets.map((w) => syncCatalogue(w, catalogue));
      return wallets.every((w, i) => w === s.wallets[i]) ? s : { ...s, wallets };
    });
  }

  async groups(): Promise<CallOutput<'coins.groups'>> {
    if (!this.backend) return { groups: [] };
    const groups = await this.backend.groups();
    return {
      groups: groups.map((g) => ({
        name: g.name,
        coins: g.coins.map((c) => {
          // the same identity key addCoinGroup adds by (EVM contracts compare case-insensitively)
          const e = findCatalogueEntry(this.merged, coinKey(c.chainName, c.contractAddress?.trim()));
          return {
            symbol: e?.symbol ?? '?',
            chainDisplayName: displayName(c.chainName),
            known: e !== undefined,
          };
        }),
      })),
    };
  }

  /** Adds one backend group to the current wallet (spec §5): 'Group not added' with the reason. */
  async addGroup(name: string): Promise<void> {
    if (!this.backend) throw new AppError('RULE', 'Group not added: no coin groups in this build');
    const group: CoinGroup | undefined = (await this.backend.groups()).find((g) => g.name === name);
    if (!group) throw new AppError('NOT_FOUND', 'Group not added: no such group');
    try {
      await this.wallets.update((s) =>
        updateWallet(s, s.currentWalletIndex, (w) => addCoinGroup(w, group.coins, this.merged)),
      );
    } catch (e) {
      throw new AppError('RULE', `Group not added: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

function displayName(chainName: string): string {
  try {
    return getChain(chainName).displayName;
  } catch {
    return chainName;
  }
}
