import type { AppNetwork } from '../chains/descriptor';
import { localEndpointsFromEnv } from '../config/localEndpoints';
import { walletConnectFromEnv } from './config';
import { openNamespaces } from './namespaces';
import type { QrScanners } from './walletConnectService';

/**
 * What both hosts (Electron, browser) give createApp for WalletConnect: the relay from the
 * environment and the namespaces bound to the profile (the `local` nodes of WALLET_LOCAL_ENDPOINTS).
 * Empty when no relay is configured: WalletConnect then says it is not set up.
 */
export function walletConnectDeps(
  network: AppNetwork,
  env: Readonly<Record<string, string | undefined>>,
  /** Electron: finds a QR code on the screens or in the clipboard (the browser host reads them in the page instead) */
  qrScanners?: QrScanners,
) {
  const config = walletConnectFromEnv(network, env);
  if (!config) return {};
  const local = localEndpointsFromEnv(env.WALLET_LOCAL_ENDPOINTS);
  return {
    walletConnect: {
      config,
      namespaces: openNamespaces({ network, local }),
      ...(qrScanners ? { qrScanners } : {}),
    },
  };
}
