/**
 * The EVM family's configuration: the per-chain rows of chains/ (endpoints, explorer APIs, gas
 * model, rollup L1 fee, Multicall3, fee multiplier of the 16 registry chains) made into one
 * config for a profile. Nothing here is global state: `createEvmConfig` returns a value that
 * callers put in the ctx they hand to the logic functions.
 */
import { chainsOfFamily } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import { customNodeOf, withCustomNode } from '../../config/customNodes';
import { CHAIN_ROWS } from './chains';
import type {
  ChainRow,
  CreateEvmConfigParams,
  EvmChainConfig,
  EvmConfig,
  ExplorerSource,
  LocalProfileOptions,
  NameService,
} from './configTypes';
import { MULTICALL3_ADDRESS } from './constants';

export type {
  EvmProfile,
  ExplorerKind,
  ExplorerSource,
  L1FeeModel,
  NameService,
  EvmChainConfig,
  EvmConfig,
  LocalProfileOptions,
  CreateEvmConfigParams,
} from './configTypes';

/**
 * Recommended must sit above Normal on every chain; 1.3 for ethereum and polygon is the
 * spec's, 1.1 elsewhere is ours (cheap L2s and sidechains rarely need more headroom).
 */
const DEFAULT_MULTIPLIER = '1.1';

/** The chains Blockscout's own instances serve, the keyless NFT list (issue 28); others list none. */
const BLOCKSCOUT_NFTS: Readonly<Record<string, readonly string[]>> = {
  ethereum: ['https://eth.blockscout.com'],
  base: ['https://base.blockscout.com'],
  optimism: ['https://optimism.blockscout.com'],
  arbitrum: ['https://arbitrum.blockscout.com'],
  polygon: ['https://polygon.blockscout.com'],
  gnosis: ['https://gnosis.blockscout.com'],
  ethereum_classic: ['https://etc.blockscout.com'],
};

/**
 * The chains Moralis's NFT API serves (its `chain` parameter takes their hex chain ids); asked
 * first when the user gave a Moralis key (issue 28).
 */
const MORALIS_NFTS: ReadonlySet<string> = new Set([
  'ethereum',
  'binance_smart_chain',
  'polygon',
  'base',
  'gnosis',
  'arbitrum',
  'optimism',
  'avalanche',
  'fantom',
  'linea',
]);
const MORALIS_URL = 'https://deep-index.moralis.io';

function rowToConfig(name: string, row: ChainRow, params: CreateEvmConfigParams): EvmChainConfig | null {
  const info = chainsOfFamily('evm').find((c) => c.name === name);
  if (!info) throw new AppError('INTERNAL', `registry has no EVM chain ${name}`);
  const net = params.profile === 'testnet' ? row.testnet : row.mainnet;
  if (!net) return null;
  const local = params.profile === 'local' ? params.local : undefined;
  if (params.profile === 'local' && !local) throw new AppError('BAD_INPUT', 'local profile needs a port');
  const cfg: EvmChainConfig = {
    chain: name,
    chainId: local ? (local.chainId ?? 31337) : net.chainId,
    symbol: info.symbol,
    decimals: info.decimals,
    rpcUrls: local ? [`http://127.0.0.1:${local.rpcPort}`] : net.rpc,
    explorers: local
      ? local.explorerUrl
        ? [{ kind: 'etherscan', baseUrl: local.explorerUrl, keys: 'etherscan' }]
        : []
      : net.explorers,
    legacyGas: row.legacyGas ?? false,
    useGasOracle: row.useGasOracle ?? true,
    l1Fee: local ? 'none' : (row.l1Fee ?? 'none'),
    multicall3: (local ? local.multicall3 : row.multicall) ? MULTICALL3_ADDRESS : undefined,
    feeMultiplier: row.feeMultiplier ?? DEFAULT_MULTIPLIER,
    defaultPriorityFee: row.defaultPriorityFee ?? 1_000_000n,
  };
  const nameService = local ? localNameService(row.mainnet.nameService, local) : net.nameService;
  if (nameService) cfg.nameService = nameService;
  const nftSources = local
    ? local.nftUrl
      ? [local.nftUrl]
      : []
    : params.profile === 'mainnet'
      ? BLOCKSCOUT_NFTS[name]
      : [];
  if (nftSources?.length) cfg.nftSources = nftSources;
  if (local ? local.moralisUrl !== undefined : params.profile === 'mainnet' && MORALIS_NFTS.has(name))
    cfg.moralisNfts = true;
  return { ...cfg, ...params.overrides?.[name] };
}

/**
 * A local node has no ENS and must not reach SPACE ID: a chain gets a name service on `local`
 * only when the local setup provides the kind it uses on mainnet.
 */
function localNameService(
  mainnet: NameService | undefined,
  local: LocalProfileOptions,
): NameService | undefined {
  if (mainnet?.kind === 'ens' && local.ens) return { kind: 'ens', ...local.ens };
  if (mainnet?.kind === 'spaceid' && local.spaceIdUrl) return { ...mainnet, baseUrl: local.spaceIdUrl };
  return undefined;
}

/** Builds the EVM config for a profile; the `local` profile points every chain at 127.0.0.1. */
export function createEvmConfig(params: CreateEvmConfigParams): EvmConfig {
  const chains: Record<string, EvmChainConfig> = {};
  for (const [name, row] of Object.entries(CHAIN_ROWS)) {
    const cfg = rowToConfig(name, row, params);
    if (cfg) chains[name] = cfg;
  }
  return {
    profile: params.profile,
    chains,
    keys: {
      etherscan: params.keys?.etherscan ?? [],
      oklink: params.keys?.oklink ?? [],
      moralis: params.keys?.moralis ?? [],
    },
    ...(params.local?.moralisUrl
      ? { moralisUrl: params.local.moralisUrl }
      : params.profile === 'mainnet'
        ? { moralisUrl: MORALIS_URL }
        : {}),
    feesInfoUrl: params.feesInfoUrl,
  };
}

/**
 * The config of one chain, or the spec's 'chain not supported'. Its nodes start with the
 * user's own (Settings → Networks) when one is saved, the defaults after it only if allowed;
 * so do its explorers with the user's own Blockscout (its Etherscan-compatible /api).
 */
export function chainConfig(config: EvmConfig, chain: string): EvmChainConfig {
  const cfg = config.chains[chain];
  if (!cfg) throw new AppError('NOT_FOUND', 'chain not supported');
  const explorer = customNodeOf(`${chain}.explorer`);
  const explorers: readonly ExplorerSource[] = explorer
    ? [{ kind: 'blockscout-etherscan', baseUrl: explorer.url }, ...(explorer.fallback ? cfg.explorers : [])]
    : cfg.explorers;
  return { ...cfg, rpcUrls: withCustomNode(chain, cfg.rpcUrls), explorers };
}
