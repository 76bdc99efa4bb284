import { CATALOGUE } from '../../../shared/catalogue';
import { AppError } from '../../../shared/errors';
import type { SignerParams } from '../../../shared/signer/protocol';
import {
  addWallet,
  deleteWallet,
  emptyWalletsState,
  markBackedUp,
  MAX_WALLETS,
  moveWallet,
  renameWallet,
  selectWallet,
  setPrivacyMode,
  updateWallet,
  type WalletDraft,
  type WalletMeta,
  type WalletsState,
} from '../../../shared/wallets';
import type { WalletSummary } from '../../../shared/contract/wallets';
import { resetPrivacyAddresses } from '../../../shared/wallets/derived/derivedRules';
import type { EventBus } from '../../ipc/events';
import type { SignerClient } from '../../signer/client';

type Source = SignerParams<'addWallet'>['source'];

export interface AddWalletRequest {
  draft: WalletDraft;
  source: Source;
  /** the new vault's password (first wallet), or the current one typed again (`replace`) */
  password?: string;
  replace?: boolean;
}

/** What happens around a new wallet besides the vault write (the product backend's client ids). */
export interface AddHooks {
  /** the state about to be saved with the new wallet; `before` is null for the first wallet */
  prepare(state: WalletsState, walletId: string, before: WalletsState | null): WalletsState;
  /** told once the new wallet is saved and current */
  added(walletId: string, draft: WalletDraft): void;
}

/**
 * Public wallet state while unlocked. Rules come from shared/wallets; every change is first
 * saved by the signer (one atomic vault write with the secrets) and only then applied here,
 * so a crash between the two can never show a wallet the vault does not have.
 */
export class WalletService {
  private state: WalletsState | null = null;
  private hooks: AddHooks | null = null;

  constructor(
    private readonly signer: SignerClient,
    private readonly events: EventBus,
    /** called when the first wallet creates the vault: the session opens with its cache key */
    private readonly onVaultCreated: (r: { cacheKey: string; state: WalletsState }) => Promise<unknown>,
    /** told every saved state, so the cache tables follow the vault */
    private readonly onSaved: (state: WalletsState) => void = () => undefined,
  ) {}

  setState(state: WalletsState | null): void {
    this.state = state;
    if (state) this.onSaved(state);
  }

  private current(): WalletsState {
    if (!this.state) throw new AppError('LOCKED', 'The wallet is locked');
    return this.state;
  }

  useAddHooks(hooks: AddHooks): void {
    this.hooks = hooks;
  }

  /** The install's id at the product backend, once a wallet was made with a backend configured. */
  masterClientId(): string | undefined {
    return this.current().masterClientId;
  }

  get isOpen(): boolean {
    return this.state !== null;
  }

  list(): { wallets: WalletSummary[]; currentWalletIndex: number; maxWallets: number } {
    const s = this.current();
    return {
      wallets: s.wallets.map((w, index) => ({
        id: w.id,
        index,
        name: w.name,
        kind: w.kind,
        ...(w.chainName ? { chainName: w.chainName } : {}),
        isBackedup: w.isBackedup,
        privacyMode: w.privacyMode,
        isCurrent: index === s.currentWalletIndex,
      })),
      currentWalletIndex: s.currentWalletIndex,
      maxWallets: MAX_WALLETS,
    };
  }

  /** Every wallet's public state (resuming work for wallets other than the current one). */
  allWallets(): readonly WalletMeta[] {
    return this.current().wallets;
  }

  currentWallet(): WalletMeta {
    const s = this.current();
    const w = s.wallets[s.currentWalletIndex];
    if (!w) throw new AppError('NOT_FOUND', 'No wallet yet');
    return w;
  }

  async add(req: AddWalletRequest, hasVault: boolean): Promise<string> {
    const first = !hasVault;
    const base = first ? emptyWalletsState() : this.current();
    const added = addWallet(base, req.draft, {
      replace: req.replace ?? false,
      catalogue: CATALOGUE,
    });
    const { wallet } = added;
    const state = this.hooks ? this.hooks.prepare(added.state, wallet.id, first ? null : base) : added.state;
    const replace = !first && (req.replace ?? false);
    const params: SignerParams<'addWallet'> = {
      walletId: wallet.id,
      source: req.source,
      state,
      replace,
      ...((first || replace) && req.password ? { password: req.password } : {}),
    };
    if (!first && !replace && req.password)
      throw new AppError('BAD_INPUT', 'The wallet already has a password');
    const r = await this.signer.call('addWallet', params);
    if (first) await this.onVaultCreated(r);
    this.setState(r.state);
    this.events.emit('wallets.changed', {});
    this.hooks?.added(wallet.id, req.draft);
    return wallet.id;
  }

  /**
   * Applies a pure rule, saves through the signer, then publishes. `password` is passed on
   * for rules that remove a wallet: the signer refuses to erase a secret without it.
   */
  async update(rule: (s: WalletsState) => WalletsState, password?: string): Promise<void> {
    const before = this.current();
    const next = rule(before);
    if (next === before) return; // the rule said "nothing happens"
    await this.signer.call('saveState', { state: next, ...(password ? { password } : {}) });
    this.setState(next);
    this.events.emit('wallets.changed', {});
  }

  rename = (index: number, name: string) => this.update((s) => renameWallet(s, index, name));
  move = (index: number, direction: 'up' | 'down') => this.update((s) => moveWallet(s, index, direction));
  remove = (index: number, password: string) => this.update((s) => deleteWallet(s, index), password);
  select = (index: number) => this.update((s) => selectWallet(s, index));
  /** Turning privacy mode on also puts every chain back on its first address. */
  setPrivacy = (index: number, on: boolean) =>
    this.update((s) => updateWallet(setPrivacyMode(s, index, on), index, resetPrivacyAddresses));

  /** At unlock: privacy-mode wallets start again from their first addresses (spec §4). */
  resetPrivacyWallets = () =>
    this.update((s) => {
      let next = s;
      s.wallets.forEach((_, i) => (next = updateWallet(next, i, resetPrivacyAddresses)));
      return s.wallets.every((w, i) => w === next.wallets[i]) ? s : next;
    });

  confirmBackup(walletId: string): Promise<void> {
    return this.update((s) => {
      const index = s.wallets.findIndex((w) => w.id === walletId);
      if (index < 0) throw new AppError('NOT_FOUND', 'Wallet not found');
      return markBackedUp(s, index);
    });
  }
}
