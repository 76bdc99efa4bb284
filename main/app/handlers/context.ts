import type { Family } from '../../../shared/chains/families';
import type { CallName } from '../../../shared/contract';
import type { NodeCheckingFamily } from '../../chains/nodeChecking';
import type { ProxyLoginStore } from '../../net/proxyLogin';
import type { Handlers } from '../../ipc/dispatch';
import type { PriceChangeService, PriceService } from '../../prices';
import type { PriceHistoryService } from '../../prices/history';
import type { PaymentLinkInbox } from '../../services/paymentLinks/paymentLinkInbox';
import type { CatalogueService } from '../../product/catalogueService';
import type { NewsService } from '../../product/newsService';
import type { UpdateService } from '../../product/updateService';
import type { SessionService } from '../../services/session/sessionService';
import type { SettingsService } from '../../services/settingsService';
import type { StakingService } from '../../services/staking/stakingService';
import type { TransferService } from '../../services/transfers/transferService';
import type { AddressService } from '../../services/wallets/addressService';
import type { CoinService } from '../../services/wallets/coinService';
import type { WalletService } from '../../services/wallets/walletService';
import type { SignerClient } from '../../signer/client';
import type { WalletConnectService } from '../../walletconnect/walletConnectService';
import type { MessagingService } from '../../services/messaging/messagingService';
import type { SellService } from '../../sell/sellService';
import type { ExchangeService } from '../../exchange/exchangeService';
import type { PermissionsService } from '../../permissions/permissionsService';
import type { NftMediaService } from '../../services/nfts/nftMediaService';
import type { NftSpamChoices } from '../../services/nfts/nftSpamChoices';

/** What the handlers of every contract area reach: the services the composition root built. */
export interface HandlerContext {
  deps: {
    host: 'electron' | 'web';
    network: 'mainnet' | 'testnet' | 'local';
    version: string;
    openExternal?: (url: string) => Promise<void>;
    clipboardText?: () => string | Promise<string>;
    /** WALLET_BACKEND_URL, when set */
    product?: { backendUrl?: string };
  };
  signer: SignerClient;
  session: SessionService;
  settings: SettingsService;
  wallets: WalletService;
  coins: CoinService;
  addresses: AddressService;
  transfers: TransferService;
  staking: StakingService;
  prices: PriceService;
  /** null: no source of 24 h changes in this profile */
  priceChanges: PriceChangeService | null;
  /** null when no relay is configured */
  walletConnect: WalletConnectService | null;
  /** null: no history source in this profile (the charts say so) */
  priceHistory: PriceHistoryService | null;
  paymentLinks: PaymentLinkInbox;
  news: NewsService;
  updates: UpdateService;
  catalogue: CatalogueService;
  /** biometrics configured and available on this machine */
  biometricsOn: () => boolean;
  /** whether the signer has a vault yet (the first wallet creates it) */
  hasVault: () => Promise<boolean>;
  /** messaging over XMTP, one client per wallet */
  messaging: MessagingService;
  /** selling through providers; null without a product backend */
  sell: SellService | null;
  /** swaps through the profile's exchange providers */
  exchange: ExchangeService;
  /** the permissions page: approvals and delegates, and their revokes */
  permissions: PermissionsService;
  /** NFT media, fetched and checked by main only */
  nftMedia: NftMediaService;
  /** the NFTs the user moved into or out of "Hidden" */
  nftChoices: NftSpamChoices;
  /** the chain families as services see them (Settings → Networks asks them about a node) */
  families: () => Partial<Record<Family, NodeCheckingFamily>>;
  /** the proxy's login, kept in the encrypted cache */
  proxyLogins: ProxyLoginStore;
}

/** The handlers of one contract area: exactly its calls, each typed by the contract. */
export type AreaHandlers<Area> = { [N in keyof Area & CallName]: Handlers[N] };

export const ok = {} as Record<string, never>;

/** Runs `fn` only while the wallet is unlocked (LOCKED otherwise). */
export function unlockedIn(c: HandlerContext) {
  return <T>(fn: () => T): T => {
    c.session.requireUnlocked();
    return fn();
  };
}
