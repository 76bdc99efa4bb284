// Explorer and name-service values several chains share, and the gwei unit of their fee rows.
import type { ExplorerSource, NameService } from '../configTypes';

const ETHERSCAN_V2 = 'https://api.etherscan.io/v2/api';
const ETHERSCAN_TESTNET = ETHERSCAN_V2; // v2 is multichain: testnets differ only by chainid
export const etherscan: ExplorerSource = { kind: 'etherscan', baseUrl: ETHERSCAN_V2, keys: 'etherscan' };
export const etherscanTest: ExplorerSource = {
  kind: 'etherscan',
  baseUrl: ETHERSCAN_TESTNET,
  keys: 'etherscan',
};
export const blockscout = (baseUrl: string): ExplorerSource => ({ kind: 'blockscout-etherscan', baseUrl });
export const GWEI = 1_000_000_000n;

/** ENS's registry and Universal Resolver (a proxy) sit at the same addresses on mainnet and Sepolia. */
export const ens: NameService = {
  kind: 'ens',
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  universalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
};
/** SPACE ID's free resolution API; `tld` is its own name for the .bnb registry. */
export const spaceIdBnb: NameService = { kind: 'spaceid', baseUrl: 'https://api.prd.space.id', tld: 'bnb' };
