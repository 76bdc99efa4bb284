// The EVM family's configuration types, apart from config.ts so the per-chain rows in chains/
// can name them without importing the code that assembles them (config.ts imports the rows).

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
  /** Blockscout v2 bases whose `/api/v2/addresses/{a}/nft` lists the chain's NFTs; absent: no NFT list */
  nftSources?: readonly string[];
  /** Moralis lists the chain's NFTs (asked first when a Moralis key is set) */
  moralisNfts?: boolean;
}

export interface EvmConfig {
  profile: EvmProfile;
  chains: Readonly<Record<string, EvmChainConfig>>;
  keys: { etherscan: readonly string[]; oklink: readonly string[]; moralis: readonly string[] };
  /** Moralis's base URL (its API under /api/v2.2); absent: no Moralis NFT list */
  moralisUrl?: string;
  /** backend that returns `{ data: { maxPriorityFee, multiplier } }`; optional */
  feesInfoUrl?: string;
}

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
  /** an NFT list stand-in (Blockscout v2 wire format) on 127.0.0.1, for every chain */
  nftUrl?: string;
  /** a Moralis NFT API stand-in on 127.0.0.1, for every chain */
  moralisUrl?: string;
}

/** One network of a chain row: its chain id, nodes, explorers and name lookup. */
export interface NetRow {
  chainId: number;
  rpc: string[];
  explorers: ExplorerSource[];
  nameService?: NameService;
}

/**
 * One chain's row (chains/<chain>.ts): where its nodes and explorers are on each network and how
 * it prices gas. Absent fields take the defaults of config.ts; no testnet leaves the chain out there.
 */
export interface ChainRow {
  mainnet: NetRow;
  testnet?: NetRow;
  legacyGas?: boolean;
  useGasOracle?: boolean;
  l1Fee?: L1FeeModel;
  multicall?: boolean;
  feeMultiplier?: string;
  defaultPriorityFee?: bigint;
}

export interface CreateEvmConfigParams {
  profile: EvmProfile;
  keys?: Partial<EvmConfig['keys']>;
  feesInfoUrl?: string;
  local?: LocalProfileOptions;
  /** per-chain overrides applied last (tests, settings) */
  overrides?: Readonly<Record<string, Partial<EvmChainConfig>>>;
}
