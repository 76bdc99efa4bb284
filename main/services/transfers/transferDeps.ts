import type { Family } from '../../../shared/chains/families';
import type { Cache } from '../../cache';
import type { WalletFamily } from '../../chains/family';
import type { EventBus } from '../../ipc/events';
import type { SignerClient } from '../../signer/client';
import type { AddressService } from '../wallets/addressService';
import type { WalletService } from '../wallets/walletService';

export interface TransferDeps {
  wallets: WalletService;
  addresses: AddressService;
  signer: SignerClient;
  events: EventBus;
  /** the families of the current settings (API keys can change while the app runs) */
  families: () => Partial<Record<Family, WalletFamily>>;
  cache: () => Cache;
  /** a system notification when a sent transaction confirms (respects settings) */
  notifySent: (title: string, body: string) => void;
  /** the coin symbol's price in the local currency, null when unknown; absent: no fiat fee */
  fiatPrice?: (symbol: string) => Promise<{ price: string; currency: string } | null>;
  confirmIntervalMs?: number;
  confirmTries?: number;
  sleep?: (ms: number) => Promise<void>;
}
