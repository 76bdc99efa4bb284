import { getChain, pathFor, type NetworkKind } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import {
  activePathOf,
  addCustomPath,
  addMoreAddresses,
  deleteDerivedAddress,
  enableDerivedAddresses,
  disableDerivedAddresses,
  selectDerivedAddress,
  setKeyOf,
  templateChainOf,
  useAddressPath,
} from '../../../shared/wallets/derived/derivedRules';
import { addressTypesOf } from '../../../shared/chains/addressTypes';
import { updateWallet, type WalletMeta } from '../../../shared/wallets';
import type { SignerClient } from '../../signer/client';
import type { WalletService } from './walletService';

/** Remembers derived addresses by path, so a list of 1000 addresses is derived once per session. */
export interface AddressStore {
  get(walletId: string, chainName: string, path: string): string | undefined;
  put(walletId: string, rows: readonly { chainName: string; path: string; address: string }[]): void;
}

/**
 * Derived addresses: the rules decide which paths a wallet has (shared/wallets/derived), the
 * signer turns paths into addresses, and the store remembers them.
 */
export class AddressService {
  constructor(
    private readonly wallets: WalletService,
    private readonly signer: SignerClient,
    private readonly store: AddressStore,
    /** test networks encode addresses differently and use coin type 1 on some families */
    private readonly network: NetworkKind = 'mainnet',
  ) {}

  /** The path a chain's coin uses now: the chosen derived address, else index 0. */
  activePath(w: WalletMeta, chainName: string): string {
    return activePathOf(w, chainName) ?? pathFor(getChain(chainName), 0, this.network);
  }

  /** Addresses for these (chain, path) pairs, asking the signer only for unknown ones. */
  async resolve(
    w: WalletMeta,
    wanted: readonly { chainName: string; path: string }[],
  ): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const key = (c: string, p: string) => `${c}|${p}`;
    if (w.kind !== 'phrase') return this.resolveSingle(w, wanted);
    const missing: { chainName: string; path: string }[] = [];
    for (const r of wanted) {
      const known = this.store.get(w.id, r.chainName, r.path);
      if (known) out.set(key(r.chainName, r.path), known);
      else if (!missing.some((m) => m.chainName === r.chainName && m.path === r.path)) missing.push(r);
    }
    for (let i = 0; i < missing.length; i += 500) {
      const chunk = missing.slice(i, i + 500);
      const { accounts } = await this.signer.call('deriveAccounts', {
        walletId: w.id,
        requests: chunk.map((m) => ({
          chainName: m.chainName,
          index: 0,
          path: m.path,
          network: this.network,
        })),
      });
      this.store.put(w.id, accounts);
      for (const a of accounts) out.set(key(a.chainName, a.path), a.address);
    }
    return out;
  }

  /**
   * One key (or one watched account), one address: whatever path a caller names (WalletConnect
   * passes '' for a key, each EVM chain its own coin type), it is kept under the set's own
   * path, so the cache never holds that address twice under two paths (it refuses that).
   */
  private async resolveSingle(
    w: WalletMeta,
    wanted: readonly { chainName: string; path: string }[],
  ): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const keptAt = (chainName: string) =>
      pathFor(getChain(templateChainOf(setKeyOf(chainName))), 0, this.network);
    let derived: string | undefined;
    for (const r of wanted) {
      let address = this.store.get(w.id, r.chainName, keptAt(r.chainName));
      if (!address) {
        derived ??= (
          await this.signer.call('deriveAccounts', {
            walletId: w.id,
            requests: [{ chainName: r.chainName, index: 0, network: this.network }],
          })
        ).accounts[0]!.address;
        address = derived;
        this.store.put(w.id, [{ chainName: r.chainName, path: keptAt(r.chainName), address }]);
      }
      out.set(`${r.chainName}|${r.path}`, address);
    }
    return out;
  }

  async list(chainName: string) {
    const w = this.wallets.currentWallet();
    const set = w.derived[setKeyOf(chainName)];
    const available = w.kind === 'phrase';
    const entries = set?.entries ?? [{ path: this.activePath(w, chainName), isCustom: false, index: 0 }];
    const active = set?.active ?? entries[0]!.path;
    const addresses = await this.resolve(
      w,
      entries.map((e) => ({ chainName, path: e.path })),
    );
    return {
      setKey: setKeyOf(chainName),
      isEVMAddressesAdded: w.isEVMAddressesAdded,
      available,
      addresses: entries.map((e) => ({
        address: addresses.get(`${chainName}|${e.path}`) ?? '',
        path: e.path,
        isCustom: e.isCustom,
        active: e.path === active,
      })),
    };
  }

  private onCurrent(rule: (w: WalletMeta) => WalletMeta) {
    return this.wallets.update((s) => updateWallet(s, s.currentWalletIndex, rule));
  }

  enable = () => this.onCurrent(enableDerivedAddresses);
  disable = () => this.onCurrent(disableDerivedAddresses);

  /** 'Add 50 more': derives the batch in one signer call first, so the list opens instantly. */
  async addMore(chainName: string): Promise<number> {
    const before = this.wallets.currentWallet();
    const after = addMoreAddresses(before, chainName);
    const key = setKeyOf(chainName);
    const added = after.derived[key]!.entries.filter(
      (e) => !before.derived[key]?.entries.some((b) => b.path === e.path),
    );
    const indexes = added.map((e) => e.index).filter((i): i is number => i !== null);
    if (indexes.length) {
      const { accounts } = await this.signer.call('deriveBatch', {
        walletId: before.id,
        chainName,
        startIndex: Math.min(...indexes),
        count: Math.max(...indexes) - Math.min(...indexes) + 1,
        network: this.network,
      });
      this.store.put(before.id, accounts);
    }
    await this.onCurrent((w) => addMoreAddresses(w, chainName));
    return added.length;
  }

  async addCustom(chainName: string, path: string): Promise<string> {
    await this.onCurrent((w) => addCustomPath(w, chainName, path));
    const w = this.wallets.currentWallet();
    return (await this.resolve(w, [{ chainName, path }])).get(`${chainName}|${path}`)!;
  }

  private async pathOf(chainName: string, address: string): Promise<string> {
    const list = await this.list(chainName);
    const hit = list.addresses.find((a) => a.address === address);
    if (!hit) throw new AppError('RULE', 'Address not found');
    return hit.path;
  }

  types(chainName: string) {
    const w = this.wallets.currentWallet();
    const active = this.activePath(w, chainName);
    return {
      types: (w.kind === 'phrase' ? addressTypesOf(chainName, this.network) : []).map((t) => ({
        ...t,
        active: t.path === active,
      })),
    };
  }

  /** Bitcoin's address type: the type's index-0 path becomes the coin's active address. */
  setType(chainName: string, scheme: string): Promise<void> {
    const t = addressTypesOf(chainName, this.network).find((x) => x.scheme === scheme);
    if (!t) throw new AppError('RULE', 'This address type is not available on this chain');
    return this.onCurrent((w) => useAddressPath(w, chainName, t.path));
  }

  async remove(chainName: string, address: string): Promise<void> {
    const path = await this.pathOf(chainName, address);
    await this.onCurrent((w) => deleteDerivedAddress(w, chainName, path));
  }

  async select(chainName: string, address: string): Promise<void> {
    const path = await this.pathOf(chainName, address);
    await this.onCurrent((w) => selectDerivedAddress(w, chainName, path));
  }
}
