import { z } from 'zod';
import type { Family } from './families';

/**
 * Every chain the wallet knows. Services read chain differences from here and from the
 * family modules; they never compare chain names. Explorer templates hold `{hash}` or
 * `{address}`; `defaultPath` holds `{i}` for the address index (spec/chains.md and the
 * keys issue give the paths).
 */
export interface ChainInfo {
  readonly name: string;
  readonly displayName: string;
  readonly symbol: string;
  readonly family: Family;
  readonly decimals: number;
  /** EIP-155 chain id, EVM only. */
  readonly evmChainId?: number;
  /** SLIP-44 coin type. */
  readonly coinType: number;
  readonly defaultPath: string;
  readonly curve: 'secp256k1' | 'ed25519';
  readonly explorer: { readonly tx: string; readonly address: string };
}

const evm = (
  name: string,
  displayName: string,
  symbol: string,
  evmChainId: number,
  explorerBase: string,
): ChainInfo => ({
  name,
  displayName,
  symbol,
  family: 'evm',
  decimals: 18,
  evmChainId,
  coinType: 60,
  defaultPath: "m/44'/60'/0'/0/{i}",
  curve: 'secp256k1',
  explorer: { tx: `${explorerBase}/tx/{hash}`, address: `${explorerBase}/address/{address}` },
});

const CHAIN_LIST: readonly ChainInfo[] = [
  evm('ethereum', 'Ethereum', 'ETH', 1, 'https://etherscan.io'),
  evm('binance_smart_chain', 'BNB Smart Chain', 'BNB', 56, 'https://bscscan.com'),
  evm('polygon', 'Polygon', 'POL', 137, 'https://polygonscan.com'),
  evm('base', 'Base', 'ETH', 8453, 'https://basescan.org'),
  evm('gnosis', 'Gnosis', 'XDAI', 100, 'https://gnosisscan.io'),
  evm('arbitrum', 'Arbitrum One', 'ETH', 42161, 'https://arbiscan.io'),
  evm('optimism', 'OP Mainnet', 'ETH', 10, 'https://optimistic.etherscan.io'),
  evm('avalanche', 'Avalanche C-Chain', 'AVAX', 43114, 'https://snowtrace.io'),
  evm('fantom', 'Fantom', 'FTM', 250, 'https://ftmscan.com'),
  evm('linea', 'Linea', 'ETH', 59144, 'https://lineascan.build'),
  evm('zksync', 'zkSync Era', 'ETH', 324, 'https://explorer.zksync.io'),
  evm('viction', 'Viction', 'VIC', 88, 'https://www.vicscan.xyz'),
  evm('ethereum_classic', 'Ethereum Classic', 'ETC', 61, 'https://etc.blockscout.com'),
  evm('ethereum_pow', 'EthereumPoW', 'ETHW', 10001, 'https://www.oklink.com/ethw'),
  evm('ink', 'Ink', 'ETH', 57073, 'https://explorer.inkonchain.com'),
  evm('kava', 'Kava EVM', 'KAVA', 2222, 'https://kavascan.com'),
  {
    name: 'tron',
    displayName: 'Tron',
    symbol: 'TRX',
    family: 'tron',
    decimals: 6,
    coinType: 195,
    defaultPath: "m/44'/195'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://tronscan.org/#/transaction/{hash}',
      address: 'https://tronscan.org/#/address/{address}',
    },
  },
  {
    name: 'bitcoin',
    displayName: 'Bitcoin',
    symbol: 'BTC',
    family: 'utxo',
    decimals: 8,
    coinType: 0,
    defaultPath: "m/84'/0'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: { tx: 'https://mempool.space/tx/{hash}', address: 'https://mempool.space/address/{address}' },
  },
  {
    name: 'litecoin',
    displayName: 'Litecoin',
    symbol: 'LTC',
    family: 'utxo',
    decimals: 8,
    coinType: 2,
    defaultPath: "m/84'/2'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://litecoinspace.org/tx/{hash}',
      address: 'https://litecoinspace.org/address/{address}',
    },
  },
  {
    name: 'dogecoin',
    displayName: 'Dogecoin',
    symbol: 'DOGE',
    family: 'utxo',
    decimals: 8,
    coinType: 3,
    defaultPath: "m/44'/3'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://blockchair.com/dogecoin/transaction/{hash}',
      address: 'https://blockchair.com/dogecoin/address/{address}',
    },
  },
  {
    name: 'bitcoin_cash',
    displayName: 'Bitcoin Cash',
    symbol: 'BCH',
    family: 'utxo',
    decimals: 8,
    coinType: 145,
    defaultPath: "m/44'/145'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://blockchair.com/bitcoin-cash/transaction/{hash}',
      address: 'https://blockchair.com/bitcoin-cash/address/{address}',
    },
  },
  {
    name: 'solana',
    displayName: 'Solana',
    symbol: 'SOL',
    family: 'solana',
    decimals: 9,
    coinType: 501,
    defaultPath: "m/44'/501'/{i}'/0'",
    curve: 'ed25519',
    explorer: { tx: 'https://solscan.io/tx/{hash}', address: 'https://solscan.io/account/{address}' },
  },
  {
    name: 'stellar',
    displayName: 'Stellar',
    symbol: 'XLM',
    family: 'stellar',
    decimals: 7,
    coinType: 148,
    defaultPath: "m/44'/148'/{i}'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://stellar.expert/explorer/public/tx/{hash}',
      address: 'https://stellar.expert/explorer/public/account/{address}',
    },
  },
  {
    name: 'ripple',
    displayName: 'XRP Ledger',
    symbol: 'XRP',
    family: 'ripple',
    decimals: 6,
    coinType: 144,
    defaultPath: "m/44'/144'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: { tx: 'https://xrpscan.com/tx/{hash}', address: 'https://xrpscan.com/account/{address}' },
  },
  {
    name: 'thorchain',
    displayName: 'THORChain',
    symbol: 'RUNE',
    family: 'cosmos',
    decimals: 8,
    coinType: 931,
    defaultPath: "m/44'/931'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: { tx: 'https://runescan.io/tx/{hash}', address: 'https://runescan.io/address/{address}' },
  },
  {
    name: 'tezos',
    displayName: 'Tezos',
    symbol: 'XTZ',
    family: 'tezos',
    decimals: 6,
    coinType: 1729,
    defaultPath: "m/44'/1729'/{i}'/0'",
    curve: 'ed25519',
    explorer: { tx: 'https://tzkt.io/{hash}', address: 'https://tzkt.io/{address}' },
  },
  {
    name: 'cosmos',
    displayName: 'Cosmos Hub',
    symbol: 'ATOM',
    family: 'cosmos',
    decimals: 6,
    coinType: 118,
    defaultPath: "m/44'/118'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://www.mintscan.io/cosmos/tx/{hash}',
      address: 'https://www.mintscan.io/cosmos/address/{address}',
    },
  },
  {
    name: 'polkadot',
    displayName: 'Polkadot',
    symbol: 'DOT',
    family: 'polkadot',
    decimals: 10,
    coinType: 354,
    defaultPath: "m/44'/354'/{i}'/0'/0'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://polkadot.subscan.io/extrinsic/{hash}',
      address: 'https://polkadot.subscan.io/account/{address}',
    },
  },
  {
    name: 'ton',
    displayName: 'TON',
    symbol: 'TON',
    family: 'ton',
    decimals: 9,
    coinType: 607,
    defaultPath: "m/44'/607'/{i}'",
    curve: 'ed25519',
    explorer: { tx: 'https://tonviewer.com/transaction/{hash}', address: 'https://tonviewer.com/{address}' },
  },
  {
    name: 'hedera',
    displayName: 'Hedera',
    symbol: 'HBAR',
    family: 'hedera',
    decimals: 8,
    coinType: 3030,
    defaultPath: "m/44'/3030'/0'/0'/{i}'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://hashscan.io/mainnet/transaction/{hash}',
      address: 'https://hashscan.io/mainnet/account/{address}',
    },
  },
  {
    name: 'cardano',
    displayName: 'Cardano',
    symbol: 'ADA',
    family: 'cardano',
    decimals: 6,
    coinType: 1815,
    defaultPath: "m/1852'/1815'/{i}'/0/0",
    curve: 'ed25519',
    explorer: {
      tx: 'https://cardanoscan.io/transaction/{hash}',
      address: 'https://cardanoscan.io/address/{address}',
    },
  },
  {
    name: 'filecoin',
    displayName: 'Filecoin',
    symbol: 'FIL',
    family: 'filecoin',
    decimals: 18,
    coinType: 461,
    defaultPath: "m/44'/461'/0'/0/{i}",
    curve: 'secp256k1',
    explorer: {
      tx: 'https://filfox.info/en/message/{hash}',
      address: 'https://filfox.info/en/address/{address}',
    },
  },
  {
    name: 'aptos',
    displayName: 'Aptos',
    symbol: 'APT',
    family: 'aptos',
    decimals: 8,
    coinType: 637,
    defaultPath: "m/44'/637'/{i}'/0'/0'",
    curve: 'ed25519',
    explorer: {
      tx: 'https://explorer.aptoslabs.com/txn/{hash}?network=mainnet',
      address: 'https://explorer.aptoslabs.com/account/{address}?network=mainnet',
    },
  },
];

export const CHAIN_NAMES = CHAIN_LIST.map((c) => c.name) as readonly string[];

/** Validates a chain name at every boundary: an unknown chain is 'Unsupported chain'. */
export const ChainNameSchema = z
  .string()
  .max(64)
  .refine((s) => CHAINS.has(s), { message: 'Unsupported chain' });

export const CHAINS: ReadonlyMap<string, ChainInfo> = new Map(CHAIN_LIST.map((c) => [c.name, c]));

export function getChain(name: string): ChainInfo {
  const c = CHAINS.get(name);
  if (!c) throw new Error('Unsupported chain');
  return c;
}

export function chainsOfFamily(family: Family): ChainInfo[] {
  return CHAIN_LIST.filter((c) => c.family === family);
}

export type NetworkKind = 'mainnet' | 'testnet' | 'regtest';

/** BIP44/49/84/86 put coin type 1 on every test network for these families (as their tools do). */
const TESTNET_COIN_TYPE_FAMILIES: readonly Family[] = ['utxo', 'filecoin'];

/** The default path for address index `i` (a non-negative 31-bit integer) on `network`. */
export function pathFor(chain: ChainInfo, i: number, network: NetworkKind = 'mainnet'): string {
  if (!Number.isInteger(i) || i < 0 || i >= 2 ** 31) throw new Error('address index out of range');
  const path = chain.defaultPath.replaceAll('{i}', String(i));
  if (network === 'mainnet' || !TESTNET_COIN_TYPE_FAMILIES.includes(chain.family)) return path;
  return path.replace(`/${chain.coinType}'/`, "/1'/");
}
