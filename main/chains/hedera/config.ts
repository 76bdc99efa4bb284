/**
 * Where the Hedera family reads and sends, per app profile: a mirror node's REST API (accounts,
 * balances, history, exchange rate) and the consensus nodes the SDK submits to over gRPC.
 */
import type { AppNetwork } from '../descriptor';
import type { HederaLocalEndpoints } from './localEndpoints';

export type ConsensusNodes =
  /** the SDK's own address book of a public network */
  | { kind: 'sdk'; name: 'mainnet' | 'testnet' }
  /** one node on this machine: its gRPC address (host:port) and node account */
  | { kind: 'local'; address: string; nodeAccountId: string };

export interface HederaConfig {
  /** mirror node root (/api/v1/…) */
  mirrorUrl: string;
  nodes: ConsensusNodes;
  /**
   * whether the network creates an account on a first transfer to a key alias (HIP-32): the
   * public networks do, and so does the local fixture
   */
  autoCreate: boolean;
}

const MAINNET: HederaConfig = {
  mirrorUrl: 'https://mainnet-public.mirrornode.hedera.com',
  nodes: { kind: 'sdk', name: 'mainnet' },
  autoCreate: true,
};

const TESTNET: HederaConfig = {
  mirrorUrl: 'https://testnet.mirrornode.hedera.com',
  nodes: { kind: 'sdk', name: 'testnet' },
  autoCreate: true,
};

/** The config of a profile; null on `local` without Hedera endpoints, so calls can say so. */
export function hederaConfig(network: AppNetwork, local?: HederaLocalEndpoints): HederaConfig | null {
  if (network === 'mainnet') return MAINNET;
  if (network === 'testnet') return TESTNET;
  if (!local) return null;
  return {
    mirrorUrl: local.mirrorUrl,
    nodes: {
      kind: 'local',
      address: new URL(local.nodeUrl).host,
      nodeAccountId: local.nodeAccountId ?? '0.0.3',
    },
    autoCreate: true,
  };
}
