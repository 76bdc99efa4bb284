import { randomUUID } from 'node:crypto';
import type { WalletDraft, WalletsState } from '../../shared/wallets';
import type { AddressService } from '../services/wallets/addressService';
import type { WalletService } from '../services/wallets/walletService';
import type { ProductBackend, RegisterCoinsBody } from './productBackend';

/**
 * spec app.md §7 "Register coins for a client": a new wallet's coins go to the product backend
 * with the wallet's clientId and the install's masterClientId. The ids are made here (random,
 * not derived from any key, so they link nothing on chain) and saved in the public wallet state;
 * without a backend nothing is made and nothing is sent.
 */
export class ClientRegistration {
  constructor(
    private readonly wallets: WalletService,
    private readonly addresses: AddressService,
    private readonly backend: ProductBackend,
    private readonly log: (m: string) => void = (m) => console.warn(m),
    private readonly newId: () => string = randomUUID,
  ) {}

  /** The state about to be saved with a new wallet, given its clientId and the install's id. */
  withIds = (state: WalletsState, walletId: string, before: WalletsState | null): WalletsState => ({
    ...state,
    masterClientId: state.masterClientId ?? before?.masterClientId ?? this.newId(),
    wallets: state.wallets.map((w) =>
      w.id === walletId && !w.clientId ? { ...w, clientId: this.newId() } : w,
    ),
  });

  /** Sends the new wallet's coins; a failure is logged, never the wallet's problem. */
  async register(walletId: string, draft: WalletDraft): Promise<void> {
    try {
      await this.backend.registerCoins(await this.bodyOf(walletId, draft));
    } catch (e) {
      this.log(`Could not register the wallet's coins: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private async bodyOf(walletId: string, draft: WalletDraft): Promise<RegisterCoinsBody> {
    const state = { wallets: this.wallets.allWallets() };
    const w = state.wallets.find((x) => x.id === walletId);
    const masterClientId = this.wallets.masterClientId();
    if (!w?.clientId || !masterClientId) throw new Error('the wallet has no client id');
    const coins = w.coins.filter((c) => c.isInWallet);
    const pathOf = new Map(coins.map((c) => [c.chainName, this.addresses.activePath(w, c.chainName)]));
    const addresses = await this.addresses.resolve(
      w,
      [...pathOf].map(([chainName, path]) => ({ chainName, path })),
    );
    const created = draft.kind === 'phrase' && draft.origin === 'created';
    return {
      coins: coins.map((c) => ({
        chain_name: c.chainName,
        symbol: c.symbol,
        ...(c.contractAddress ? { contract_address: c.contractAddress } : {}),
        address: addresses.get(`${c.chainName}|${pathOf.get(c.chainName)}`) ?? '',
      })),
      clientId: w.clientId,
      masterClientId,
      is_create_wallet: created,
      is_imported: !created,
    };
  }
}

/** Every wallet made from now on gets client ids and is registered with the backend. */
export function registerClients(wallets: WalletService, registration: ClientRegistration): void {
  wallets.useAddHooks({
    prepare: registration.withIds,
    added: (walletId, draft) => void registration.register(walletId, draft),
  });
}
