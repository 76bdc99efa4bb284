import { chainsOfFamily } from '../../../shared/chains/registry';
import type { AppNetwork, FamilyKeys } from '../descriptor';
import { createEvmConfig, type EvmChainConfig, type EvmConfig } from './config';
import type { EvmLocalEndpoints } from './localEndpoints';

export interface EvmFamilyConfigParams {
  network: AppNetwork;
  /** WALLET_LOCAL_ENDPOINTS.evm */
  local?: EvmLocalEndpoints;
  keys?: FamilyKeys<'etherscan' | 'oklink' | 'moralis'>;
  /** the product backend: fees info is read at `<backendUrl>/fees-info?chain=<name>` */
  backendUrl?: string;
}

/**
 * The EVM config of an app profile. On `local` every chain of the registry points at the one
 * node of WALLET_LOCAL_ENDPOINTS and keeps its registry chain id: the signer checks a
 * transaction against that id, so the node is started with `--chain-id` of the chain used.
 * Returns null on `local` without an EVM node, so the family can say so instead of throwing
 * at start-up.
 */
export function evmFamilyConfig(params: EvmFamilyConfigParams): EvmConfig | null {
  const keys = {
    ...(params.keys?.etherscan?.length ? { etherscan: params.keys.etherscan } : {}),
    ...(params.keys?.oklink?.length ? { oklink: params.keys.oklink } : {}),
    ...(params.keys?.moralis?.length ? { moralis: params.keys.moralis } : {}),
  };
  const p = { ...params, keys };
  const feesInfo = p.backendUrl ? { feesInfoUrl: `${p.backendUrl.replace(/\/+$/, '')}/fees-info` } : {};
  if (p.network !== 'local')
    return createEvmConfig({ profile: p.network, ...(p.keys ? { keys: p.keys } : {}), ...feesInfo });
  const ep = p.local;
  if (!ep) return null;
  const overrides: Record<string, Partial<EvmChainConfig>> = {};
  for (const chain of chainsOfFamily('evm'))
    overrides[chain.name] = { chainId: chain.evmChainId!, rpcUrls: [ep.rpcUrl] };
  return createEvmConfig({
    profile: 'local',
    ...(p.keys ? { keys: p.keys } : {}),
    ...feesInfo,
    // A plain local node has no Multicall3 (a JSON-RPC batch is one round trip as well); a
    // test that installs it at the canonical address says so
    local: {
      rpcPort: Number(new URL(ep.rpcUrl).port),
      multicall3: ep.multicall3 === true,
      ...(ep.explorerUrl ? { explorerUrl: ep.explorerUrl } : {}),
      ...(ep.ens ? { ens: ep.ens } : {}),
      ...(ep.spaceIdUrl ? { spaceIdUrl: ep.spaceIdUrl } : {}),
      ...(ep.nftUrl ? { nftUrl: ep.nftUrl } : {}),
      ...(ep.moralisUrl ? { moralisUrl: ep.moralisUrl } : {}),
    },
    overrides,
  });
}
