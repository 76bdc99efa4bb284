import type { AppNetwork } from '../chains/descriptor';
import { localEndpointsFromEnv } from '../config/localEndpoints';
import { walletConnectFromEnv } from './config';
import { wcChainsFor } from './evmChains';

/**
 * What both hosts (Electron, browser) give createApp for WalletConnect: the relay from the
 * environment and the EVM chains of the profile (the `local` node of WALLET_LOCAL_ENDPOINTS).
 * Empty when no relay is configured: WalletConnect then says it is not set up.
 */
export function walletConnectDeps(network: AppNetwork, env: Readonly<Record<string, string | undefined>>) {
  const config = walletConnectFromEnv(network, env);
  if (!config) return {};
  const local = localEndpointsFromEnv(env.WALLET_LOCAL_ENDPOINTS).evm;
  return { walletConnect: { config, chains: wcChainsFor(network, local) } };
}
