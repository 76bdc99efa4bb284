/**
 * The Electron entry (bundled to dist/electron/main.cjs). Glue only: every decision it
 * applies (window options, CSP, navigation, permissions, sender, external links) is a plain
 * function beside it with its own tests.
 */
import path from 'node:path';
import {
  BrowserWindow,
  Notification,
  app,
  clipboard,
  desktopCapturer,
  dialog,
  ipcMain,
  nativeImage,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  systemPreferences,
  utilityProcess,
  type Tray,
} from 'electron';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../shared/contract/wire';
import type { Result } from '../../shared/errors';
import { createApp, type App } from '../app/createApp';
import { createHttp } from '../net/http';
import { afterSessionProxy } from '../net/electronProxy';
import { productFromEnv } from '../product/productFromEnv';
import { electronUpdateChecker } from './updater';
import { defaultFamilies } from '../app/defaultFamilies';
import { walletConnectDeps } from '../walletconnect/hostDeps';
import { WC_PROTOCOL, wcLinkFromArgv } from '../walletconnect/wcLink';
import { clipboardQrScanner } from './clipboardQr';
import { screenQrScanner } from './screenQr';
import { localEndpointsFromEnv } from '../config/localEndpoints';
import { pricesDeps } from '../prices/pricesConfig';
import { exchangeDeps } from '../exchange/exchangeConfig';
import { nftMediaDeps } from '../services/nfts/media/mediaConfig';
import { createNotifier } from './notify';
import { buildCsp } from '../security/csp';
import { installGuards, installSessionGuards } from './guards';
import { networkFromEnv } from './networkFromEnv';
import { safeOpenExternal } from './openExternal';
import { APP_ORIGIN } from './origin';
import { PAYMENT_PROTOCOLS, paymentLinkFromArgv, protocolClientLaunch } from './paymentProtocols';
import { installPowerLock } from './powerLock';
import { registerAppScheme, serveApp } from './protocol';
import { securityHeaders, withSecurityHeaders } from './securityHeaders';
import { isAppSender, senderFrameInfo } from './sender';
import { utilityTransportFactory } from './signerTransport';
import { createTray } from './tray';
import { windowOptions } from './windowOptions';

const FORBIDDEN: Result<unknown> = { ok: false, error: { code: 'FORBIDDEN', message: 'Forbidden' } };

let wallet: App | null = null;
let win: BrowserWindow | null = null;
// Held so the tray is not garbage-collected off the screen.
let tray: Tray | null = null;
let quitState: 'running' | 'closing' | 'closed' = 'running';

function createWindow(): BrowserWindow {
  const w = new BrowserWindow(
    windowOptions(path.join(__dirname, 'preload.cjs'), { devTools: !app.isPackaged }),
  );
  w.once('ready-to-show', () => w.show());
  w.on('closed', () => {
    if (win === w) win = null;
  });
  void w.loadURL(`${APP_ORIGIN}/`);
  return w;
}

function showWindow(): void {
  if (!wallet) return; // still starting: the window appears when the services are up
  if (!win || win.isDestroyed()) {
    win = createWindow();
    return;
  }
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

// A link the OS handed over before the services were up (macOS open-url at launch).
let earlyLink: string | null = null;

/** Hands a payment link to the renderer (through main's inbox) and brings the window up; never sends. */
let earlyWcLink: string | null = null;
/** A wc: deep link pairs at once; the proposal then opens its modal in the window. */
function openWcLink(uri: string | null): void {
  if (!uri) return;
  if (!wallet) earlyWcLink = uri;
  else wallet.walletConnect?.pair(uri).catch((e: unknown) => console.warn(`wc link: ${String(e)}`));
  showWindow();
}

function openPaymentLink(uri: string | null): void {
  if (!uri) return;
  if (wallet) wallet.paymentLinks.offer(uri);
  else earlyLink = uri;
  showWindow();
}

function lockWallet(): void {
  wallet?.lock().catch((e: unknown) => console.error('lock failed:', e instanceof Error ? e.message : e));
}

async function start(): Promise<void> {
  const network = networkFromEnv(process.env.WALLET_NETWORK);
  const csp = buildCsp({ connectSrc: [] });
  const ses = session.defaultSession;
  installSessionGuards(ses, APP_ORIGIN);
  // The protocol handler sets these too; this also covers anything else the session loads.
  ses.webRequest.onHeadersReceived((details, callback) =>
    callback({ responseHeaders: withSecurityHeaders(details.responseHeaders, csp) }),
  );
  serveApp(protocol, path.join(__dirname, '../renderer'), securityHeaders(csp));

  wallet = await createApp({
    dataDir: app.getPath('userData'),
    host: 'electron',
    network,
    version: app.getVersion(),
    signerFactory: (vaultDir, networkKind) =>
      utilityTransportFactory({
        entry: path.join(__dirname, '../signer/main.cjs'),
        vaultDir,
        network: networkKind,
        fork: (modulePath, args, options) => utilityProcess.fork(modulePath, args, options),
      }),
    openExternal: (url) => safeOpenExternal(url, (u) => shell.openExternal(u)),
    // main/sell checks the page (https, the quoted provider's host) before this is called
    openProviderPage: (url) => shell.openExternal(url),
    clipboardText: () => clipboard.readText(),
    families: defaultFamilies(network, process.env),
    ...walletConnectDeps(network, process.env, {
      screen: screenQrScanner(desktopCapturer, screen),
      clipboard: clipboardQrScanner(clipboard, nativeImage),
    }),
    // electron-updater uses Electron's net: each check first puts main's proxy on the session
    ...productFromEnv(process.env, createHttp(), (feedUrl) =>
      afterSessionProxy((c) => ses.setProxy(c), electronUpdateChecker(feedUrl)),
    ),
    ...pricesDeps(
      network,
      localEndpointsFromEnv(process.env.WALLET_LOCAL_ENDPOINTS),
      process.env.WALLET_CMC_KEYS,
    ),
    ...exchangeDeps(network, localEndpointsFromEnv(process.env.WALLET_LOCAL_ENDPOINTS)),
    ...nftMediaDeps(network, localEndpointsFromEnv(process.env.WALLET_LOCAL_ENDPOINTS)),
    biometrics: {
      available: () => process.platform === 'darwin' && systemPreferences.canPromptTouchID(),
      prompt: (reason) => systemPreferences.promptTouchID(reason),
    },
    notify: (() => {
      const notify = createNotifier(Notification);
      return (title: string, body: string) => void notify(title, body);
    })(),
    windowHidden: () => !win || win.isDestroyed() || !win.isVisible() || win.isMinimized(),
    // In development the addon in node_modules is built for Node; `npm start` builds an
    // Electron-ABI copy beside it. Packaged apps get electron-builder's own rebuild.
    ...(app.isPackaged
      ? {}
      : { sqliteNativeBinding: path.join(app.getAppPath(), 'build/native/electron/better_sqlite3.node') }),
  });
  const dispatch = wallet.dispatch;

  ipcMain.handle(IPC_INVOKE_CHANNEL, (event, name: unknown, input: unknown) => {
    const fromOurWindow = win !== null && !win.isDestroyed() && event.sender === win.webContents;
    if (!fromOurWindow || !isAppSender(senderFrameInfo(event.senderFrame), APP_ORIGIN)) return FORBIDDEN;
    return dispatch(name, input);
  });
  wallet.events.subscribe((name, payload) => {
    if (win && !win.isDestroyed()) win.webContents.send(IPC_EVENT_CHANNEL, name, payload);
  });

  const launch = protocolClientLaunch(app.isPackaged, process.execPath, path.resolve(process.argv[1] ?? '.'));
  for (const scheme of PAYMENT_PROTOCOLS)
    if (launch) app.setAsDefaultProtocolClient(scheme, launch.path, launch.args);
    else app.setAsDefaultProtocolClient(scheme);
  openPaymentLink(earlyLink ?? paymentLinkFromArgv(process.argv));
  earlyLink = null;
  if (launch) app.setAsDefaultProtocolClient(WC_PROTOCOL, launch.path, launch.args);
  else app.setAsDefaultProtocolClient(WC_PROTOCOL);
  openWcLink(earlyWcLink ?? wcLinkFromArgv(process.argv));
  earlyWcLink = null;

  installPowerLock(powerMonitor, lockWallet);
  tray = createTray({ show: showWindow, lock: lockWallet, quit: () => app.quit() });
  showWindow();
}

/** Stops the signer (dropping its secrets) before Electron exits. */
function onBeforeQuit(event: Electron.Event): void {
  if (quitState === 'closed' || !wallet) return;
  event.preventDefault();
  if (quitState === 'closing') return;
  quitState = 'closing';
  tray?.destroy();
  tray = null;
  wallet
    .close()
    .catch((e: unknown) => console.error('close failed:', e instanceof Error ? e.message : e))
    .finally(() => {
      quitState = 'closed';
      app.quit();
    });
}

function fail(e: unknown): void {
  console.error('startup failed:', e instanceof Error ? e.message : e);
  dialog.showErrorBox('Vault Wallet could not start', e instanceof Error ? e.message : 'Unknown error');
  app.exit(1);
}

// Everything below must happen before `ready`.
app.enableSandbox();
registerAppScheme(protocol);

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the vault; it is told through 'second-instance' and shows itself.
  app.quit();
} else {
  if (process.platform === 'win32') app.setAppUserModelId('com.vaultwallet.app');
  // Windows and Linux: a payment link starts a second instance with the URI as an argument.
  app.on('second-instance', (_event, argv) => {
    showWindow();
    openPaymentLink(paymentLinkFromArgv(argv));
    openWcLink(wcLinkFromArgv(argv));
  });
  // macOS hands links over here, also at launch before `ready`.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openPaymentLink(paymentLinkFromArgv([url]));
    openWcLink(wcLinkFromArgv([url]));
  });
  app.on('activate', showWindow);
  app.on('web-contents-created', (_event, contents) => installGuards(contents, APP_ORIGIN));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', onBeforeQuit);
  app.whenReady().then(start).catch(fail);
}
