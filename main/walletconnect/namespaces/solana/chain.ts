import { solanaConfig, solanaFamily } from '../../../chains/solana';
import { routesOf } from '../../../config/nodeRouting';
import type { WcProfile } from '../types';

/** Solana as WalletConnect names it: CAIP-2 `solana:` + the first 32 characters of the genesis hash. */
export interface WcSolanaChain {
  caip: string;
  displayName: string;
  /** the profile's default Solana JSON-RPC endpoints (the user's own node goes first: previewNode.ts) */
  rpcUrls: readonly string[];
  /**
   * the settings.nodes key of the Solana family's RPC slot, so a dapp's request reaches the
   * node the user saved (Settings → Networks) exactly as the family's own calls do
   */
  ownNodeKey: string;
}

export const SOLANA_MAINNET_CAIP = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** devnet: the Solana family's testnet profile runs on it */
export const SOLANA_DEVNET_CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/**
 * The `local` profile's node (litesvm, or a test validator) has a genesis hash of its own run;
 * a fixed id lets a test dapp ask for it. Not a real cluster's id, so no dapp confuses it with one.
 */
export const SOLANA_LOCAL_CAIP = 'solana:localnet';

const CAIP: Record<WcProfile['network'], string> = {
  mainnet: SOLANA_MAINNET_CAIP,
  testnet: SOLANA_DEVNET_CAIP,
  local: SOLANA_LOCAL_CAIP,
};

/** The profile's Solana chain for dapps; none when the Solana family has no node on the profile. */
export function wcSolanaChainsFor(profile: WcProfile): ReadonlyMap<string, WcSolanaChain> {
  const config = solanaConfig(profile.network, profile.local.solana);
  if (!config) return new Map();
  const caip = CAIP[profile.network];
  const displayName = profile.network === 'testnet' ? 'Solana Devnet' : 'Solana';
  // the key the family's own requests are routed by (its descriptor's RPC slot)
  const ownNodeKey = routesOf(solanaFamily, profile.network, profile.local.solana)[0]?.key ?? 'solana';
  return new Map([[caip, { caip, displayName, rpcUrls: config.rpcUrls, ownNodeKey }]]);
}
