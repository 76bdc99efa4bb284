/**
 * Where each chain of the Cosmos family reads and sends, per app profile, and its fee model.
 * The chain id is not here: the signer takes it from its own table, and the document main
 * builds names the id the node reports.
 */
import type { AppNetwork } from '../descriptor';
import type { CosmosLocalEndpoints } from './localEndpoints';

interface Common {
  /** CometBFT JSON-RPC (queries, simulation, broadcast) */
  rpcUrl: string;
  denom: string;
  decimals: number;
  /** bech32 prefix of account addresses */
  prefix: string;
  /** the send message type url */
  msgType: string;
}

export interface HubConfig extends Common {
  kind: 'hub';
  /** indexer (GET /v1/cosmos/accounts/{address}/transactions); absent: the node's tx search */
  indexerUrl?: string;
  /** the chain's minimum gas price in `denom` per gas, a decimal */
  minGasPrice: string;
}

export interface ThorConfig extends Common {
  kind: 'thor';
  midgardUrl: string;
  thornodeUrl: string;
}

export type CosmosChainConfig = HubConfig | ThorConfig;

const HUB = { denom: 'uatom', decimals: 6, prefix: 'cosmos', msgType: '/cosmos.bank.v1beta1.MsgSend' };
const THOR = { denom: 'rune', decimals: 8, prefix: 'thor', msgType: '/types.MsgSend' };
/** the Hub's global minimum (x/feemarket floor) */
const HUB_MIN_GAS_PRICE = '0.005';

const REMOTE: Record<'mainnet' | 'testnet', { cosmos: CosmosChainConfig; thorchain: CosmosChainConfig }> = {
  mainnet: {
    cosmos: {
      kind: 'hub',
      ...HUB,
      rpcUrl: 'https://cosmos-rpc.publicnode.com',
      minGasPrice: HUB_MIN_GAS_PRICE,
    },
    thorchain: {
      kind: 'thor',
      ...THOR,
      rpcUrl: 'https://rpc.ninerealms.com',
      midgardUrl: 'https://midgard.ninerealms.com',
      thornodeUrl: 'https://thornode.ninerealms.com',
    },
  },
  testnet: {
    cosmos: {
      kind: 'hub',
      ...HUB,
      rpcUrl: 'https://rpc.provider-sentry-01.ics-testnet.polypore.xyz',
      minGasPrice: HUB_MIN_GAS_PRICE,
    },
    thorchain: {
      kind: 'thor',
      ...THOR,
      rpcUrl: 'https://stagenet-rpc.ninerealms.com',
      midgardUrl: 'https://stagenet-midgard.ninerealms.com',
      thornodeUrl: 'https://stagenet-thornode.ninerealms.com',
    },
  },
};

/** The chain's config on a profile; null on `local` without its endpoints, so calls can say so. */
export function cosmosConfig(
  network: AppNetwork,
  chainName: string,
  local?: CosmosLocalEndpoints,
): CosmosChainConfig | null {
  if (chainName !== 'cosmos' && chainName !== 'thorchain') return null;
  if (network !== 'local') return REMOTE[network][chainName];
  if (chainName === 'cosmos') {
    const l = local?.cosmos;
    return l
      ? {
          kind: 'hub',
          ...HUB,
          rpcUrl: l.rpcUrl,
          minGasPrice: HUB_MIN_GAS_PRICE,
          ...(l.indexerUrl ? { indexerUrl: l.indexerUrl } : {}),
        }
      : null;
  }
  const l = local?.thorchain;
  return l
    ? { kind: 'thor', ...THOR, rpcUrl: l.rpcUrl, midgardUrl: l.midgardUrl, thornodeUrl: l.thornodeUrl }
    : null;
}
