import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowOptionsExtra {
  /** DevTools in development only; a packaged wallet gives no console to whoever sits at it. */
  devTools?: boolean;
}

/**
 * The one window's options. Every web preference that could hand the page Node, another
 * origin's content or a browser feature it does not need is set explicitly, so a change of
 * Electron defaults cannot loosen them.
 */
export function windowOptions(
  preloadPath: string,
  extra: WindowOptionsExtra = {},
): BrowserWindowConstructorOptions {
  return {
    title: 'Vault Wallet',
    width: 1200,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    // Shown on ready-to-show, so the user never sees a blank white frame.
    show: false,
    backgroundColor: '#14171f',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // A recovery phrase typed into a field must never reach a spell-check dictionary.
      spellcheck: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: extra.devTools ?? false,
    },
  };
}
