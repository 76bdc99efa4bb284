/**
 * The per-chain provider order (spec §7: fallback across providers in per-chain order).
 * mempool-style first where the chain has one, then BlockCypher (no Bitcoin Cash there),
 * Blockchair, and Blockdaemon last because it needs a key.
 */
import type { ProviderConfig } from './types';

export interface ProviderKeys {
  blockcypherToken?: string;
  blockchairKey?: string;
  blockdaemonKey?: string;
}

const MEMPOOL: Readonly<Record<string, string>> = {
  bitcoin: 'https://mempool.space/api',
  litecoin: 'https://litecoinspace.org/api',
};
const BLOCKCYPHER_COIN: Readonly<Record<string, string>> = {
  bitcoin: 'btc',
  litecoin: 'ltc',
  dogecoin: 'doge',
};
const BLOCKCHAIR_PATH: Readonly<Record<string, string>> = {
  bitcoin: 'bitcoin',
  litecoin: 'litecoin',
  dogecoin: 'dogecoin',
  bitcoin_cash: 'bitcoin-cash',
};
const BLOCKDAEMON_PROTOCOL: Readonly<Record<string, string>> = {
  bitcoin: 'bitcoin',
  litecoin: 'litecoin',
  dogecoin: 'dogecoin',
  bitcoin_cash: 'bitcoincash',
};

export function defaultMainnetProviders(chain: string, keys: ProviderKeys = {}): ProviderConfig[] {
  const out: ProviderConfig[] = [];
  const mempool = MEMPOOL[chain];
  if (mempool) out.push({ kind: 'esplora', baseUrl: mempool });
  const coin = BLOCKCYPHER_COIN[chain];
  if (coin)
    out.push({
      kind: 'blockcypher',
      baseUrl: 'https://api.blockcypher.com',
      coin,
      token: keys.blockcypherToken,
    });
  const path = BLOCKCHAIR_PATH[chain];
  if (path)
    out.push({
      kind: 'blockchair',
      baseUrl: 'https://api.blockchair.com',
      chainPath: path,
      key: keys.blockchairKey,
    });
  const protocol = BLOCKDAEMON_PROTOCOL[chain];
  if (protocol && keys.blockdaemonKey)
    out.push({
      kind: 'blockdaemon',
      baseUrl: 'https://svc.blockdaemon.com',
      protocol,
      network: 'mainnet',
      apiKey: keys.blockdaemonKey,
    });
  return out;
}
