import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { apiKeyLists, type ApiKeyId } from '../../shared/chains/apiKeys';
import type { Settings } from '../../shared/contract/settings';
import { AppError } from '../../shared/errors';
import { createDispatcher, type Dispatch } from '../ipc/dispatch';
import { createHandlers } from './handlers';
import { EventBus } from '../ipc/events';
import { featureCall, featureFetch, featureHttp } from '../net/featureGate';
import { createHttp } from '../net/http';
import { outboundFetch } from '../net/outboundFetch';
import { ProxyLoginStore } from '../net/proxyLogin';
import { followNetworkSettings } from '../net/followNetworkSettings';
import {
  changesSourceFor,
  cmcKeysFromEnv,
  PriceChangeService,
  PriceService,
  quotesSourceFor,
  type PricesConfig,
} from '../prices';
import { PriceHistoryService, priceHistorySourceFor } from '../prices/history';
import { PaymentLinkInbox } from '../services/paymentLinks/paymentLinkInbox';
import { CatalogueService } from '../product/catalogueService';
import { NewsService } from '../product/newsService';
import { ProductBackend } from '../product/productBackend';
import { ClientRegistration, registerClients } from '../product/clientRegistration';
import type { UpdateChecker } from '../product/updateFeed';
import { UpdateService } from '../product/updateService';
import { SettingsService } from '../services/settingsService';
import { SessionService, type Biometrics, type CacheLifecycle } from '../services/session/sessionService';
import { AddressService } from '../services/wallets/addressService';
import { CoinService } from '../services/wallets/coinService';
import { RefreshService } from '../services/transfers/refreshService';
import { TransferService, type TransferDeps } from '../services/transfers/transferService';
import { StakingService } from '../services/staking/stakingService';
import type { Family } from '../../shared/chains/families';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { WalletFamily } from '../chains/family';
import { CacheAddressStore } from '../services/cache/cacheAddressStore';
import { CacheSession } from '../services/cache/cacheSession';
import { WalletService } from '../services/wallets/walletService';
import { SignerClient } from '../signer/client';
import type { SignerTransportFactory } from '../signer/transport';
import type { WalletConnectConfig } from '../walletconnect/config';
import type { WcNamespace } from '../walletconnect/namespaces';
import { walletAccount } from '../walletconnect/walletAccount';
import { WalletConnectService, type QrScanners } from '../walletconnect/walletConnectService';
import { createMessaging } from '../services/messaging/createMessaging';
import { createSell } from '../sell/createSell';
import { createExchange } from '../exchange/createExchange';
import { createPermissions } from '../permissions/createPermissions';
import type { ExchangeConfig } from '../exchange/exchangeConfig';
import type { NftMediaConfig } from '../services/nfts/media/mediaConfig';
import { MediaStore } from '../services/nfts/media/mediaStore';
import { NftMediaService } from '../services/nfts/nftMediaService';
import { NftSpamChoices } from '../services/nfts/nftSpamChoices';

export interface AppDeps {
  /** user data folder: settings, cache; the vault lives in `<dataDir>/vault` */
  dataDir: string;
  host: 'electron' | 'web';
  network: 'mainnet' | 'testnet' | 'local';
  version: string;
  /** starts the signer on the vault folder and the profile's network, the only one it signs on */
  signerFactory: (vaultDir: string, network: NetworkKind) => SignerTransportFactory;
  /** opens an explorer URL in the OS browser; absent in the browser host (the page opens it) */
  openExternal?: (url: string) => Promise<void>;
  /** opens a sell provider's page in the OS browser once main checked it; absent in the browser host */
  openProviderPage?: (url: string) => Promise<void>;
  /** the OS clipboard's text (Electron's clipboard.readText); absent in the browser host */
  clipboardText?: () => string | Promise<string>;
  /**
   * The chain families that can show balances and send, built from the network profile;
   * a function of the user's API keys, so that changing a key takes effect at once.
   */
  families?:
    Partial<Record<Family, WalletFamily>> | ((keys: ApiKeys) => Partial<Record<Family, WalletFamily>>);
  /** a system notification (Electron's Notification through the tray helper); absent in the browser host */
  notify?: (title: string, body: string) => void;
  /** true while the window is hidden or minimized: a message then raises a notification */
  windowHidden?: () => boolean;
  /** macOS Touch ID in Electron; absent elsewhere */
  biometrics?: Biometrics;
  /** background balance refresh (incoming-funds notifications); 60 s unless a test shortens it */
  refreshIntervalMs?: number;
  /** confirmation polling; the spec's 5000 ms × 15 unless a test shortens it */
  confirm?: { intervalMs: number; tries: number };
  /** Electron's build of the SQLite addon (its ABI differs from Node's); Node's own otherwise */
  sqliteNativeBinding?: string;
  /** market-data providers (CoinMarketCap, keyless CoinGecko); absent: no fiat prices are shown */
  prices?: PricesConfig;
  /** the product feeds: news (spec "News by key") and the update check; absent: neither runs */
  product?: { newsUrl?: string; updates?: UpdateChecker; backendUrl?: string };
  /** WalletConnect's relay and the namespaces served, bound to the profile; absent: WalletConnect is off */
  walletConnect?: {
    config: WalletConnectConfig;
    namespaces: readonly WcNamespace[];
    qrScanners?: QrScanners;
  };
  /** the exchange providers' endpoints (THORNode); absent: no provider is offered */
  exchange?: ExchangeConfig;
  /** the IPFS and Arweave gateways NFT media is fetched from; absent: only https media loads */
  nftMedia?: NftMediaConfig;
}

export interface App {
  dispatch: Dispatch;
  events: EventBus;
  signer: SignerClient;
  settings: SettingsService;
  session: SessionService;
  wallets: WalletService;
  /** background balance refresh; tests drive it with tick() */
  refresh: RefreshService;
  walletConnect: WalletConnectService | null;
  /** payment links the OS opens the app with (Electron's protocol handler) */
  paymentLinks: PaymentLinkInbox;
  /** drops every decrypted secret in the signer and closes the cache */
  lock(): Promise<void>;
  close(): Promise<void>;
}

export { PRODUCT_NAME } from './product';

/** The user's API keys as lists, by row id of shared/chains/apiKeys.ts; ids without a key are absent. */
export type ApiKeys = Partial<Record<ApiKeyId, string[]>>;

/** Families built once per distinct set of keys: a key change rebuilds them, nothing else does. */
function familiesFor(
  source: AppDeps['families'],
  current: () => Settings['apiKeys'],
): () => Partial<Record<Family, WalletFamily>> {
  if (typeof source !== 'function') return () => source ?? {};
  let memo: { key: string; families: Partial<Record<Family, WalletFamily>> } | null = null;
  return () => {
    const keys = apiKeyLists(current());
    const key = JSON.stringify(keys);
    if (memo?.key !== key) memo = { key, families: source(keys) };
    return memo.families;
  };
}

/** The address network of each profile: `local` runs regtest nodes. */
const NETWORK_KIND = { mainnet: 'mainnet', testnet: 'testnet', local: 'regtest' } as const;

/** Builds every service once; both transports (Electron IPC, browser-host socket) call `dispatch`. */
export async function createApp(deps: AppDeps): Promise<App> {
  mkdirSync(deps.dataDir, { recursive: true, mode: 0o700 });
  const vaultDir = path.join(deps.dataDir, 'vault');
  mkdirSync(vaultDir, { recursive: true, mode: 0o700 });

  const events = new EventBus();
  let session: SessionService | null = null;
  const signer = new SignerClient(deps.signerFactory(vaultDir, NETWORK_KIND[deps.network]), {
    onState: (state, reason) => {
      events.emit('signer.state', reason ? { state, reason } : { state });
      // A restarted signer holds no secret: main follows it into the locked state.
      if (state === 'crashed') session?.lockLocal();
    },
  });
  const settings = new SettingsService(deps.dataDir, events);
  const cacheSession = new CacheSession(deps.dataDir, deps.sqliteNativeBinding);
  const proxyLogins = new ProxyLoginStore(() =>
    cacheSession.isOpen ? cacheSession.current().appState : null,
  );
  followNetworkSettings(settings, events, proxyLogins);
  const addresses = new CacheAddressStore(cacheSession);
  const cache: CacheLifecycle = {
    open: (key) => cacheSession.open(key),
    rekey: (key) => cacheSession.rekey(key),
    close: () => {
      addresses.clear();
      cacheSession.close();
    },
  };
  const wallets = new WalletService(
    signer,
    events,
    (r) => session!.opened(r),
    (state) => cacheSession.mirror(state),
  );
  const biometricsOn = () => deps.biometrics?.available() === true;
  session = new SessionService(
    signer,
    events,
    wallets,
    cache,
    () => settings.get().lockTime,
    async () => {
      if (settings.get().fingerprint && biometricsOn()) {
        try {
          await deps.biometrics!.prompt('unlock Vault Wallet');
        } catch {
          throw new AppError('FORBIDDEN', 'Touch ID did not confirm it is you');
        }
      }
    },
  );
  const addressService = new AddressService(wallets, signer, addresses, NETWORK_KIND[deps.network]);
  const families = familiesFor(deps.families, () => settings.get().apiKeys);
  const backend = deps.product?.backendUrl ? new ProductBackend(createHttp(), deps.product.backendUrl) : null;
  const catalogue = new CatalogueService(wallets, backend);
  const coins = new CoinService(wallets, addressService, families, catalogue.current, backend);
  if (backend) registerClients(wallets, new ClientRegistration(wallets, addressService, backend));
  // Settings → Privacy: each optional feature's requests stop at its switch, before any connection
  const feature = (name: keyof Settings['features']) => () => settings.get().features[name];
  const pricesHttp = () => featureHttp(createHttp(), feature('prices'), 'The price lookup');
  const prices = new PriceService({
    source: quotesSourceFor(deps.prices, {
      http: pricesHttp(),
      settingsKeys: () => cmcKeysFromEnv(settings.get().apiKeys.coinmarketcap),
      log: (m) => console.warn(m),
    }),
    repo: () => (cacheSession.isOpen ? cacheSession.current().prices : null),
  });
  const changesSource = changesSourceFor(deps.prices, { http: pricesHttp(), log: (m) => console.warn(m) });
  const priceChanges = changesSource ? new PriceChangeService({ source: changesSource }) : null;
  const historySource = priceHistorySourceFor(deps.prices, pricesHttp());
  const priceHistory = historySource
    ? new PriceHistoryService({ source: historySource, log: (m) => console.warn(m) })
    : null;
  const paymentLinks = new PaymentLinkInbox(events);
  const news = new NewsService(
    featureHttp(createHttp(), feature('news'), 'The news feed'),
    deps.product?.newsUrl,
    path.join(deps.dataDir, 'news-seen.json'),
  );
  const checker = deps.product?.updates;
  const updates = new UpdateService(
    deps.version,
    checker && featureCall(checker, feature('updateCheck'), 'The update check'),
    events,
    path.join(deps.dataDir, 'update-check.json'),
  );
  updates.start();
  const fiatPrice = async (symbol: string) => {
    const currency = settings.get().localCurrency;
    const price = await prices.price(symbol, currency);
    return price === null ? null : { price, currency };
  };
  const transferDeps: TransferDeps = {
    wallets,
    addresses: addressService,
    signer,
    events,
    families,
    cache: () => cacheSession.current(),
    fiatPrice,
    notifySent: (title, body) => {
      if (settings.get().notifications.sent) deps.notify?.(title, body);
    },
    ...(deps.confirm ? { confirmIntervalMs: deps.confirm.intervalMs, confirmTries: deps.confirm.tries } : {}),
  };
  const transfers = new TransferService(transferDeps);
  // staking operations leave the wallet the way sends do: same coin lookup, signer path and loop
  const staking = new StakingService(transferDeps, transfers.refs, transfers.sender);
  const refresh = new RefreshService(
    transfers,
    wallets,
    events,
    (title, body) => {
      if (settings.get().notifications.received) deps.notify?.(title, body);
    },
    deps.refreshIntervalMs,
  );
  // Unlocked: pending transactions left from a previous run resume polling, and balances
  // are watched for incoming funds; locked: the watching stops.
  events.subscribe((name, payload) => {
    if (name !== 'lock.changed') return;
    if ((payload as { locked: boolean }).locked) {
      refresh.stop();
      transfers.stopPolling();
    } else {
      refresh.start();
      catalogue.sync().catch((e: unknown) => {
        console.error(`Sync Failed / Something went wrong: ${String(e)}`);
        // spec §8: the user sees the toast 'Sync Failed / Something went wrong'
        events.emit('catalogue.syncFailed', {});
      });
      transfers.resumePending().catch((e: unknown) => console.error(`resume pending: ${String(e)}`));
    }
  });
  // messaging over XMTP: the network is chosen here only ('local': the stand-in on 127.0.0.1:5556)
  const messaging = createMessaging({
    dataDir: deps.dataDir,
    signer,
    network: NETWORK_KIND[deps.network],
    env: ({ mainnet: 'production', testnet: 'dev', local: 'local' } as const)[deps.network],
    account: walletAccount(() => wallets.allWallets(), addressService),
    events,
    chatsOptions: () => settings.get().chatsOptions,
    currentWalletId: () => (wallets.isOpen ? wallets.currentWallet().id : null),
    contacts: () => transfers.book.list(),
    ...(deps.notify ? { notify: deps.notify } : {}),
    ...(deps.windowHidden ? { windowHidden: deps.windowHidden } : {}),
  });
  await signer.start();
  const walletConnect = deps.walletConnect
    ? new WalletConnectService({
        dir: path.join(deps.dataDir, 'walletconnect'),
        config: deps.walletConnect.config,
        network: NETWORK_KIND[deps.network],
        namespaces: deps.walletConnect.namespaces,
        ...(deps.walletConnect.qrScanners ? { qrScanners: deps.walletConnect.qrScanners } : {}),
        events,
        signer,
        wallets: () => (wallets.isOpen ? wallets.allWallets() : null),
        account: walletAccount(() => wallets.allWallets(), addressService),
        fiatPrice,
        fetchIcon: featureFetch(outboundFetch, feature('remoteIcons'), 'Fetching dapp icons'),
      })
    : null;
  await walletConnect?.start();

  const s = session;
  const lock = () => s.lock();
  const dispatch = createDispatcher(
    createHandlers({
      deps,
      signer,
      session: s,
      settings,
      wallets,
      coins,
      addresses: addressService,
      transfers,
      staking,
      prices,
      priceChanges,
      priceHistory,
      walletConnect,
      paymentLinks,
      news,
      updates,
      catalogue,
      biometricsOn,
      hasVault: async () => (await signer.call('status', {})).hasVault,
      messaging,
      sell: createSell(deps.product?.backendUrl, {
        coinOf: (coinId) => transfers.refs.signableCoinOf(coinId),
        currentWalletId: () => wallets.currentWallet().id,
        transfers,
        sales: () => cacheSession.current().appState,
        network: NETWORK_KIND[deps.network],
        currency: () => settings.get().localCurrency,
        ...(deps.openProviderPage ? { openPage: deps.openProviderPage } : {}),
      }),
      exchange: createExchange(deps.exchange, {
        refs: transfers.refs,
        sender: transfers.sender,
        currentWallet: () => wallets.currentWallet(),
        network: NETWORK_KIND[deps.network],
        ...(deps.product?.backendUrl ? { backendUrl: deps.product.backendUrl } : {}),
      }),
      nftMedia: new NftMediaService(deps.nftMedia ?? { ipfsGateways: [], arweaveGateways: [] }, {
        hidden: () => settings.get().hideNftMedia,
        // kept in the encrypted cache, so a restart does not fetch the gallery again
        store: new MediaStore(() => (cacheSession.isOpen ? cacheSession.current() : null)),
      }),
      nftChoices: new NftSpamChoices(() => cacheSession.current()),
      families,
      proxyLogins,
      permissions: createPermissions({
        refs: transfers.refs,
        sender: transfers.sender,
        currentWallet: () => wallets.currentWallet(),
      }),
    }),
  );

  return {
    dispatch,
    events,
    signer,
    settings,
    session: s,
    wallets,
    refresh,
    paymentLinks,
    walletConnect,
    lock,
    close: async () => {
      updates.stop();
      refresh.stop();
      transfers.stopPolling();
      await walletConnect?.close();
      await messaging.stopAll();
      cacheSession.close();
      await signer.stop();
    },
  };
}
