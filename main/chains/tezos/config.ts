/**
 * Where the Tezos family reads and sends, per app profile: a node's RPC (balance, counter,
 * manager key, simulation, injection, blocks) and TzKT (history).
 */
import type { AppNetwork } from '../descriptor';
import type { TezosLocalEndpoints } from './localEndpoints';

export interface TezosConfig {
  /** octez RPC root (/chains/main/…, /injection/operation) */
  rpcUrl: string;
  /** TzKT API root (/v1/…) */
  tzktUrl: string;
}

const MAINNET: TezosConfig = {
  rpcUrl: 'https://mainnet.tezos.ecadinfra.com',
  tzktUrl: 'https://api.tzkt.io',
};

/** Ghostnet, the long-running test network. */
const TESTNET: TezosConfig = {
  rpcUrl: 'https://rpc.ghostnet.teztnets.com',
  tzktUrl: 'https://api.ghostnet.tzkt.io',
};

/** The config of a profile; null on `local` without a Tezos node, so calls can say so. */
export function tezosConfig(network: AppNetwork, local?: TezosLocalEndpoints): TezosConfig | null {
  if (network === 'mainnet') return MAINNET;
  if (network === 'testnet') return TESTNET;
  if (!local) return null;
  return { rpcUrl: local.rpcUrl, tzktUrl: local.tzktUrl ?? local.rpcUrl };
}
