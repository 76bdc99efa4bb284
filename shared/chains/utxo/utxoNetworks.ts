import type { NetworkKind } from '../validate/result';

/** How a UTXO address is spent: P2WPKH, P2SH-P2WPKH, P2PKH or P2TR (BIP86 key path). */
export type UtxoScheme = 'native' | 'nested' | 'legacy' | 'taproot';
export const UTXO_SCHEMES: readonly UtxoScheme[] = ['native', 'nested', 'legacy', 'taproot'];

/** BIP44-style purpose per scheme (BIP84, BIP49, BIP44, BIP86). */
export const SCHEME_PURPOSE: Readonly<Record<UtxoScheme, number>> = {
  native: 84,
  nested: 49,
  legacy: 44,
  taproot: 86,
};

export interface UtxoNetworkParams {
  /** bech32 human-readable part; absent where the chain has no segwit. */
  readonly bech32?: string;
  /** cashaddr prefix (Bitcoin Cash). */
  readonly cashaddr?: string;
  readonly pubKeyHash: number;
  readonly scriptHash: number;
  readonly wif: number;
}

export interface UtxoChainParams {
  readonly schemes: readonly UtxoScheme[];
  readonly defaultScheme: UtxoScheme;
  readonly networks: Readonly<Record<NetworkKind, UtxoNetworkParams>>;
}

const BTC_TEST = { pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const;

/**
 * Version bytes from each chain's chainparams.cpp (Bitcoin, Litecoin, Dogecoin, Bitcoin
 * Cash Node). Litecoin's regtest values are the ones the UTXO engine's litecoind uses.
 */
export const UTXO_CHAINS: Readonly<Record<string, UtxoChainParams>> = {
  bitcoin: {
    schemes: ['native', 'nested', 'legacy', 'taproot'],
    defaultScheme: 'native',
    networks: {
      mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
      testnet: { bech32: 'tb', ...BTC_TEST },
      regtest: { bech32: 'bcrt', ...BTC_TEST },
    },
  },
  litecoin: {
    schemes: ['native', 'nested', 'legacy'],
    defaultScheme: 'native',
    networks: {
      mainnet: { bech32: 'ltc', pubKeyHash: 0x30, scriptHash: 0x32, wif: 0xb0 },
      testnet: { bech32: 'tltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef },
      regtest: { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef },
    },
  },
  dogecoin: {
    schemes: ['legacy'],
    defaultScheme: 'legacy',
    networks: {
      mainnet: { pubKeyHash: 0x1e, scriptHash: 0x16, wif: 0x9e },
      testnet: { pubKeyHash: 0x71, scriptHash: 0xc4, wif: 0xf1 },
      regtest: { ...BTC_TEST },
    },
  },
  bitcoin_cash: {
    schemes: ['legacy'],
    defaultScheme: 'legacy',
    networks: {
      mainnet: { cashaddr: 'bitcoincash', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
      testnet: { cashaddr: 'bchtest', ...BTC_TEST },
      regtest: { cashaddr: 'bchreg', ...BTC_TEST },
    },
  },
};

/** Parameters of a UTXO chain on a network; throws 'Unsupported chain' for others. */
export function utxoParams(chainName: string, network: NetworkKind = 'mainnet'): UtxoNetworkParams {
  const chain = UTXO_CHAINS[chainName];
  if (!chain) throw new Error('Unsupported chain');
  return chain.networks[network];
}

export function utxoChain(chainName: string): UtxoChainParams {
  const chain = UTXO_CHAINS[chainName];
  if (!chain) throw new Error('Unsupported chain');
  return chain;
}
