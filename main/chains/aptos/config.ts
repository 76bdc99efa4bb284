/**
 * Where the Aptos family reads and sends, per app profile: node REST API bases (/v1), tried in
 * order for reads, and the chain id the transactions it builds carry (the signer holds them to
 * its own table of the same ids).
 */
import type { AppNetwork } from '../descriptor';
import type { AptosLocalEndpoints } from './localEndpoints';

export interface AptosConfig {
  /** node REST API bases ending in /v1, first preferred */
  nodeUrls: string[];
  /** mainnet 1, testnet 2, a localnet 4 */
  chainId: number;
  /**
   * the indexer's GraphQL endpoint, or null: the node cannot list a fungible asset's deposits to
   * an account (they are module events without a per-account handle), the indexer can
   */
  indexerUrl: string | null;
}

/** The Aptos Labs public fullnodes and indexers (the SDK's NetworkToNodeAPI and NetworkToIndexerAPI). */
const MAINNET: AptosConfig = {
  nodeUrls: ['https://api.mainnet.aptoslabs.com/v1'],
  chainId: 1,
  indexerUrl: 'https://api.mainnet.aptoslabs.com/v1/graphql',
};
const TESTNET: AptosConfig = {
  nodeUrls: ['https://api.testnet.aptoslabs.com/v1'],
  chainId: 2,
  indexerUrl: 'https://api.testnet.aptoslabs.com/v1/graphql',
};
/** `aptos node run-localnet` starts chain id 4 */
export const LOCAL_CHAIN_ID = 4;

/** The config of a profile; null on `local` without a node, so calls can say so. */
export function aptosConfig(network: AppNetwork, local?: AptosLocalEndpoints): AptosConfig | null {
  if (network === 'mainnet') return MAINNET;
  if (network === 'testnet') return TESTNET;
  return local
    ? { nodeUrls: [local.nodeUrl], chainId: LOCAL_CHAIN_ID, indexerUrl: local.indexerUrl ?? null }
    : null;
}
