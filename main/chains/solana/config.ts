/**
 * Where the Solana family reads and sends, per app profile. A value the family puts in its ctx;
 * nothing global.
 */
import type { AppNetwork } from '../descriptor';
import type { SolanaLocalEndpoints } from './localEndpoints';

export interface SolanaConfig {
  /** JSON-RPC endpoints; reads and broadcasts fall back in order */
  rpcUrls: readonly string[];
  /** token-list service base (GET /v1/search); absent: no token search, custom tokens named by mint */
  tokenListUrl?: string;
  /** the token list's chain id (101 mainnet-beta, 103 devnet) */
  tokenListChainId: number;
  /** staking-data service base (GET /validators, Stakewiz); absent: validators from the node */
  validatorsUrl?: string;
}

const MAINNET: SolanaConfig = {
  rpcUrls: ['https://api.mainnet-beta.solana.com', 'https://solana-rpc.publicnode.com'],
  tokenListUrl: 'https://token-list-api.solana.cloud',
  tokenListChainId: 101,
  validatorsUrl: 'https://api.stakewiz.com',
};

/** Devnet: Stakewiz rates mainnet validators only, so the list comes from the node's vote accounts. */
const TESTNET: SolanaConfig = {
  rpcUrls: ['https://api.devnet.solana.com', 'https://solana-devnet-rpc.publicnode.com'],
  tokenListUrl: 'https://token-list-api.solana.cloud',
  tokenListChainId: 103,
};

/** The config of a profile; null on `local` without a Solana node, so calls can say so. */
export function solanaConfig(network: AppNetwork, local?: SolanaLocalEndpoints): SolanaConfig | null {
  if (network === 'mainnet') return MAINNET;
  if (network === 'testnet') return TESTNET;
  if (!local) return null;
  return {
    rpcUrls: [local.rpcUrl],
    tokenListChainId: 101,
    ...(local.tokenListUrl ? { tokenListUrl: local.tokenListUrl } : {}),
    ...(local.validatorsUrl ? { validatorsUrl: local.validatorsUrl } : {}),
  };
}
