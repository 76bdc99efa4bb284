import type { AppNetwork } from '../chains/descriptor';

/** Where WalletKit connects, and whether it asks walletconnect.org's Verify API about dapps. */
export interface WalletConnectConfig {
  relayUrl: string;
  /** the Reown project id; a local relay ignores it */
  projectId: string;
  /** false on a local relay: Verify and telemetry would call walletconnect.org */
  verify: boolean;
}

const PUBLIC_RELAY = 'wss://relay.walletconnect.org';
const LOCAL_RELAY = /^ws:\/\/127\.0\.0\.1:\d{1,5}\/?$/;

/**
 * WALLET_WC_RELAY_URL (a relay on 127.0.0.1, used by the `local` profile and the tests) or the
 * public relay with WALLET_WC_PROJECT_ID. Null when neither is given: the public relay refuses
 * clients without a project id, so WalletConnect says it is not set up instead of failing later.
 */
export function walletConnectFromEnv(
  network: AppNetwork,
  env: Readonly<Record<string, string | undefined>>,
): WalletConnectConfig | null {
  const local = env.WALLET_WC_RELAY_URL;
  if (local) {
    if (!LOCAL_RELAY.test(local)) throw new Error('WALLET_WC_RELAY_URL must be ws://127.0.0.1:PORT');
    return { relayUrl: local, projectId: env.WALLET_WC_PROJECT_ID ?? 'local', verify: false };
  }
  if (network === 'local' || !env.WALLET_WC_PROJECT_ID) return null;
  return { relayUrl: PUBLIC_RELAY, projectId: env.WALLET_WC_PROJECT_ID, verify: true };
}
