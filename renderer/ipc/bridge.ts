import { BRIDGE_GLOBAL, type WalletBridge } from '../../shared/contract/bridge';
import { createWsBridge, takeHostToken } from './wsBridge';

let bridge: WalletBridge | null = null;

/** Electron's preload bridge when present, else the browser host's socket. */
export function getBridge(): WalletBridge {
  if (bridge) return bridge;
  const fromPreload = (window as unknown as Record<string, WalletBridge | undefined>)[BRIDGE_GLOBAL];
  if (fromPreload) bridge = fromPreload;
  else {
    const token = takeHostToken();
    if (!token) throw new Error('Open the address printed by `npm run web` (it carries the access token).');
    bridge = createWsBridge(token);
  }
  return bridge;
}
