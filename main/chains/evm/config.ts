/**
 * Per-chain configuration of the EVM family: endpoints, explorer APIs, gas model, rollup
 * L1 fee, Multicall3 and fee multiplier for each of the 16 registry chains, in three
 * profiles. Nothing here is global state: `createEvmConfig` returns a value that callers
 * put in the ctx they hand to the logic functions.
 */
import { chainsOfFamily } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import { MULTICALL3_ADDRESS } from './constants';

export type EvmProfile = 'mainnet' | 'testnet' | 'local';

/**
 * - `etherscan`: Etherscan v2 multichain (`/v2/api?chainid=`), also gasoracle and proxy eth_gasPrice
 * - `blockscout-etherscan`: Etherscan-compatible `/api` plus `POST /api/eth-rpc` (Polygon and Ink alternatives, Kava)
 * - `vicscan`: Viction's `/api/transaction/list` and `/api/tokentx/list`
 * - `blockscout-v2`: `/api/v2/addresses/{address}/transactions|token-transfers` (Ethereum Classic)
 * - `oklink`: `/api/v5/explorer/address/normal-transaction-list|token-transaction-list` (Ethereum PoW)
 */
export type ExplorerKind = 'etherscan' | 'blockscout-etherscan' | 'vicscan' | 'blockscout-v2' | 'oklink';

export interface ExplorerSource {
  kind: ExplorerKind;
  /** API base, e.g. https://api.etherscan.io/v2/api or https://explorer.inkonchain.com */
  baseUrl: string;
  /** which key list of `EvmConfig.keys` gives the keyed tiers tried after the free tier */
  keys?: 'etherscan' | 'oklink';
  /** OKLink's chainShortName */
  chainShortName?: string;
}

/**
 * How the L1 data fee of a rollup is paid. OP-stack chains (optimism, base, ink) charge it
 * on top of gas and expose it through the GasPriceOracle predeploy. Arbitrum, zkSync Era
 * and Linea fold L1 costs into the gas limit or gas price that eth_estimateGas and
 * eth_gasPrice already return, so they need nothing extra ('none').
 */
export type L1FeeModel = 'op-stack' | 'none';

/**
 * How a human-readable name becomes an address on a chain (spec §7).
 * - `ens`: ENS contracts read over the chain's own JSON-RPC. `universalResolver`, where ENS
 *   deployed one, is the entry point ENS asks clients to use so that ENSv2 names resolve;
 *   without it ethers walks the registry.
 * - `spaceid`: SPACE ID's HTTP API (`GET {baseUrl}/v1/getAddress?tld=&domain=`).
 */
export type NameService =
  | { kind: 'ens'; registry: string; universalResolver?: string }
  | { kind: 'spaceid'; baseUrl: string; tld: string };

export interface EvmChainConfig {
  chain: string;
  chainId: number;
  symbol: string;
  decimals: number;
  /** public JSON-RPC endpoints; reads fall back in order, broadcasts go to all at once */
  rpcUrls: readonly string[];
  /** explorer APIs in fallback order; empty means history is unavailable on this profile */
  explorers: readonly ExplorerSource[];
  /** true: type-0 transactions with gasPrice; false: EIP-1559 type 2 */
  legacyGas: boolean;
  /** false for chains whose explorer has no usable gas oracle: eth_gasPrice from the node */
  useGasOracle: boolean;
  l1Fee: L1FeeModel;
  /** Multicall3 address where deployed; otherwise balances use a JSON-RPC batch */
  multicall3?: string;
  /** Recommended = Normal × this, as an exact decimal string */
  feeMultiplier: string;
  /** wei; priority fee used when the node's fee history suggests none */
  defaultPriorityFee: bigint;
  /** absent: the chain has no name lookup (ENS, .bnb) */
  nameService?: NameService;
}

export interface EvmConfig {
  profile: EvmProfile;
  chains: Readonly<Record<string, EvmChainConfig>>;
  keys: { etherscan: readonly string[]; oklink: readonly string[] };
  /** backend that returns `{ data: { maxPriorityFee, multiplier } }`; optional */
  feesInfoUrl?: string;
}

const ETHERSCAN_V2 = 'https://api.etherscan.io/v2/api';
const ETHERSCAN_TESTNET = ETHERSCAN_V2; // v2 is multichain: testnets differ only by chainid
const etherscan: ExplorerSource = { kind: 'etherscan', baseUrl: ETHERSCAN_V2, keys: 'etherscan' };
const etherscanTest: ExplorerSource = { kind: 'etherscan', baseUrl: ETHERSCAN_TESTNET, keys: 'etherscan' };
const blockscout = (baseUrl: string): ExplorerSource => ({ kind: 'blockscout-etherscan', baseUrl });
const GWEI = 1_000_000_000n;

/** ENS's registry and Universal Resolver (a proxy) sit at the same addresses on mainnet and Sepolia. */
const ens: NameService = {
  kind: 'ens',
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  universalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
};
/** SPACE ID's free resolution API; `tld` is its own name for the .bnb registry. */
const spaceIdBnb: NameService = { kind: 'spaceid', baseUrl: 'https://api.prd.space.id', tld: 'bnb' };

interface NetRow {
  chainId: number;
  rpc: string[];
  explorers: ExplorerSource[];
  nameService?: NameService;
}

interface ChainRow {
  mainnet: NetRow;
  testnet?: NetRow;
  legacyGas?: boolean;
  useGasOracle?: boolean;
  l1Fee?: L1FeeModel;
  multicall?: boolean;
  feeMultiplier?: string;
  defaultPriorityFee?: bigint;
}

/**
 * Recommended must sit above Normal on every chain; 1.3 for ethereum and polygon is the
 * spec's, 1.1 elsewhere is ours (cheap L2s and sidechains rarely need more headroom).
 */
const DEFAULT_MULTIPLIER = '1.1';

const ROWS: Record<string, ChainRow> = {
  ethereum: {
    mainnet: {
      chainId: 1,
      rpc: ['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com', 'https://rpc.ankr.com/eth'],
      explorers: [etherscan],
      nameService: ens,
    },
    testnet: {
      chainId: 11155111,
      rpc: ['https://ethereum-sepolia-rpc.publicnode.com', 'https://rpc.sepolia.org'],
      explorers: [etherscanTest],
      nameService: ens,
    },
    multicall: true,
    feeMultiplier: '1.3',
    defaultPriorityFee: GWEI,
  },
  binance_smart_chain: {
    mainnet: {
      chainId: 56,
      rpc: [
        'https://bsc-dataseed.bnbchain.org',
        'https://bsc-rpc.publicnode.com',
        'https://bsc-dataseed1.defibit.io',
      ],
      explorers: [etherscan],
      // SPACE ID's production API resolves mainnet names: the testnet profile has no lookup
      nameService: spaceIdBnb,
    },
    testnet: {
      chainId: 97,
      rpc: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545', 'https://bsc-testnet-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    legacyGas: true,
    multicall: true,
    defaultPriorityFee: 1001n,
  },
  polygon: {
    mainnet: {
      chainId: 137,
      rpc: [
        'https://polygon-rpc.com',
        'https://polygon-bor-rpc.publicnode.com',
        'https://rpc.ankr.com/polygon',
      ],
      explorers: [etherscan, blockscout('https://polygon.blockscout.com')],
    },
    testnet: {
      chainId: 80002,
      rpc: ['https://rpc-amoy.polygon.technology', 'https://polygon-amoy-bor-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    multicall: true,
    feeMultiplier: '1.3',
    defaultPriorityFee: 30n * GWEI, // Polygon PoS enforces a 25-30 gwei minimum tip
  },
  base: {
    mainnet: {
      chainId: 8453,
      rpc: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com', 'https://base.llamarpc.com'],
      explorers: [etherscan],
    },
    testnet: {
      chainId: 84532,
      rpc: ['https://sepolia.base.org', 'https://base-sepolia-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    l1Fee: 'op-stack',
    multicall: true,
  },
  gnosis: {
    mainnet: {
      chainId: 100,
      rpc: [
        'https://rpc.gnosischain.com',
        'https://gnosis-rpc.publicnode.com',
        'https://rpc.ankr.com/gnosis',
      ],
      explorers: [etherscan],
    },
    testnet: {
      chainId: 10200,
      rpc: ['https://rpc.chiadochain.net', 'https://gnosis-chiado-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    multicall: true,
  },
  arbitrum: {
    mainnet: {
      chainId: 42161,
      rpc: [
        'https://arb1.arbitrum.io/rpc',
        'https://arbitrum-one-rpc.publicnode.com',
        'https://rpc.ankr.com/arbitrum',
      ],
      explorers: [etherscan],
    },
    testnet: {
      chainId: 421614,
      rpc: ['https://sepolia-rollup.arbitrum.io/rpc', 'https://arbitrum-sepolia-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    multicall: true,
  },
  optimism: {
    mainnet: {
      chainId: 10,
      rpc: [
        'https://mainnet.optimism.io',
        'https://optimism-rpc.publicnode.com',
        'https://rpc.ankr.com/optimism',
      ],
      explorers: [etherscan],
    },
    testnet: {
      chainId: 11155420,
      rpc: ['https://sepolia.optimism.io', 'https://optimism-sepolia-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    l1Fee: 'op-stack',
    multicall: true,
    defaultPriorityFee: 1001n,
  },
  avalanche: {
    mainnet: {
      chainId: 43114,
      rpc: [
        'https://api.avax.network/ext/bc/C/rpc',
        'https://avalanche-c-chain-rpc.publicnode.com',
        'https://rpc.ankr.com/avalanche',
      ],
      explorers: [etherscan],
    },
    testnet: {
      chainId: 43113,
      rpc: [
        'https://api.avax-test.network/ext/bc/C/rpc',
        'https://avalanche-fuji-c-chain-rpc.publicnode.com',
      ],
      explorers: [etherscanTest],
    },
    multicall: true,
  },
  fantom: {
    mainnet: {
      chainId: 250,
      rpc: [
        'https://rpcapi.fantom.network',
        'https://fantom-rpc.publicnode.com',
        'https://rpc.ankr.com/fantom',
      ],
      explorers: [etherscan],
    },
    testnet: {
      chainId: 4002,
      rpc: ['https://rpc.testnet.fantom.network', 'https://fantom-testnet-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    multicall: true,
  },
  linea: {
    mainnet: {
      chainId: 59144,
      rpc: ['https://rpc.linea.build', 'https://linea-rpc.publicnode.com'],
      explorers: [etherscan],
    },
    testnet: {
      chainId: 59141,
      rpc: ['https://rpc.sepolia.linea.build', 'https://linea-sepolia-rpc.publicnode.com'],
      explorers: [etherscanTest],
    },
    multicall: true,
  },
  zksync: {
    // Multicall3 lives at another address on zkSync Era (different CREATE2 rules): use batches.
    mainnet: {
      chainId: 324,
      rpc: ['https://mainnet.era.zksync.io', 'https://zksync.drpc.org'],
      explorers: [etherscan],
    },
    testnet: { chainId: 300, rpc: ['https://sepolia.era.zksync.dev'], explorers: [etherscanTest] },
  },
  viction: {
    mainnet: {
      chainId: 88,
      rpc: ['https://rpc.viction.xyz', 'https://viction.drpc.org'],
      explorers: [{ kind: 'vicscan', baseUrl: 'https://www.vicscan.xyz' }],
    },
    testnet: {
      chainId: 89,
      rpc: ['https://rpc-testnet.viction.xyz'],
      explorers: [{ kind: 'vicscan', baseUrl: 'https://testnet.vicscan.xyz' }],
    },
    legacyGas: true,
    useGasOracle: false,
  },
  ethereum_classic: {
    mainnet: {
      chainId: 61,
      rpc: ['https://etc.rivet.link', 'https://etc.etcdesktop.com', 'https://geth-de.etc-network.info'],
      explorers: [{ kind: 'blockscout-v2', baseUrl: 'https://etc.blockscout.com' }],
    },
    testnet: {
      chainId: 63,
      rpc: ['https://rpc.mordor.etccooperative.org'],
      explorers: [{ kind: 'blockscout-v2', baseUrl: 'https://etc-mordor.blockscout.com' }],
    },
    legacyGas: true, // no London fork on ETC
    useGasOracle: false,
    multicall: true,
  },
  ethereum_pow: {
    // EthereumPoW has no public testnet: the testnet profile leaves it out.
    mainnet: {
      chainId: 10001,
      rpc: ['https://mainnet.ethereumpow.org'],
      explorers: [
        { kind: 'oklink', baseUrl: 'https://www.oklink.com', keys: 'oklink', chainShortName: 'ETHW' },
      ],
    },
    legacyGas: true,
    useGasOracle: false,
  },
  ink: {
    mainnet: {
      chainId: 57073,
      rpc: ['https://rpc-gel.inkonchain.com', 'https://rpc-qnd.inkonchain.com'],
      explorers: [blockscout('https://explorer.inkonchain.com')],
    },
    testnet: {
      chainId: 763373,
      rpc: ['https://rpc-gel-sepolia.inkonchain.com'],
      explorers: [blockscout('https://explorer-sepolia.inkonchain.com')],
    },
    l1Fee: 'op-stack',
    multicall: true,
  },
  kava: {
    mainnet: {
      chainId: 2222,
      rpc: ['https://evm.kava.io', 'https://kava-evm-rpc.publicnode.com'],
      explorers: [blockscout('https://kavascan.com')],
    },
    testnet: {
      chainId: 2221,
      rpc: ['https://evm.testnet.kava.io'],
      explorers: [blockscout('https://testnet.kavascan.com')],
    },
    legacyGas: true,
    useGasOracle: false,
    multicall: true,
  },
};

export interface LocalProfileOptions {
  /** anvil's port on 127.0.0.1 */
  rpcPort: number;
  /** chain id anvil was started with (default 31337) */
  chainId?: number;
  /** a local explorer server (Etherscan-v2 style) on 127.0.0.1, if any */
  explorerUrl?: string;
  /** local nodes have no Multicall3 unless the test installs it */
  multicall3?: boolean;
  /** ENS contracts deployed on the local node: chains that use ENS on mainnet read them */
  ens?: { registry: string; universalResolver?: string };
  /** a SPACE ID stand-in on 127.0.0.1: chains that use SPACE ID on mainnet ask it */
  spaceIdUrl?: string;
}

export interface CreateEvmConfigParams {
  profile: EvmProfile;
  keys?: Partial<EvmConfig['keys']>;
  feesInfoUrl?: string;
  local?: LocalProfileOptions;
  /** per-chain overrides applied last (tests, settings) */
  overrides?: Readonly<Record<string, Partial<EvmChainConfig>>>;
}

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
  for (const [name, row] of Object.entries(ROWS)) {
    const cfg = rowToConfig(name, row, params);
    if (cfg) chains[name] = cfg;
  }
  return {
    profile: params.profile,
    chains,
    keys: { etherscan: params.keys?.etherscan ?? [], oklink: params.keys?.oklink ?? [] },
    feesInfoUrl: params.feesInfoUrl,
  };
}

/** The config of one chain, or the spec's 'chain not supported'. */
export function chainConfig(config: EvmConfig, chain: string): EvmChainConfig {
  const cfg = config.chains[chain];
  if (!cfg) throw new AppError('NOT_FOUND', 'chain not supported');
  return cfg;
}
