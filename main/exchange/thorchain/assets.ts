/**
 * The chains of ours THORChain swaps, by its own asset ids (https://dev.thorchain.org/concepts/asset-notation.html):
 * the provider's table, so no service compares chain names. Native coins are both from- and
 * to-assets (from where the coin's family builds the deposit: `swaps`; the EVM coins through the
 * router). An ERC-20 of the wallet is a from-asset (`ETH.USDT-0X…`, THORChain's spelling), paid
 * as the exact approval then the router deposit; THORNode answers whether it has that pool.
 */
import { getChain } from '../../../shared/chains/registry';
import type { ExchangeAsset } from '../types';

interface ThorchainChainRow {
  chainName: string;
  /** the native coin's asset id */
  asset: string;
  /** how THORNode writes this chain's transaction ids versus how the chain (and our explorers) do */
  hexPrefix: boolean;
  /** whether its tokens are deposited through THORChain's router (EVM) */
  tokens: boolean;
  /** offered as a to-asset; false: only swapped from (the wallet follows no payout on it yet) */
  payout: boolean;
}

const ROWS: readonly ThorchainChainRow[] = [
  { chainName: 'bitcoin', asset: 'BTC.BTC', hexPrefix: false, tokens: false, payout: true },
  { chainName: 'litecoin', asset: 'LTC.LTC', hexPrefix: false, tokens: false, payout: true },
  { chainName: 'dogecoin', asset: 'DOGE.DOGE', hexPrefix: false, tokens: false, payout: true },
  { chainName: 'bitcoin_cash', asset: 'BCH.BCH', hexPrefix: false, tokens: false, payout: true },
  { chainName: 'ethereum', asset: 'ETH.ETH', hexPrefix: true, tokens: true, payout: true },
  { chainName: 'binance_smart_chain', asset: 'BSC.BNB', hexPrefix: true, tokens: true, payout: true },
  { chainName: 'avalanche', asset: 'AVAX.AVAX', hexPrefix: true, tokens: true, payout: true },
  { chainName: 'base', asset: 'BASE.ETH', hexPrefix: true, tokens: true, payout: true },
  // a MsgSend to the inbound address with the memo (the Cosmos family's swaps)
  { chainName: 'cosmos', asset: 'GAIA.ATOM', hexPrefix: false, tokens: false, payout: true },
  // THORChain's own coin: a MsgDeposit into THORChain with the memo, no inbound address (the
  // Cosmos family's swaps); paid out natively, inside THORChain's block (no transaction of its own)
  { chainName: 'thorchain', asset: 'THOR.RUNE', hexPrefix: false, tokens: false, payout: true },
];

const BY_CHAIN = new Map(ROWS.map((r) => [r.chainName, r]));
const BY_ASSET = new Map(ROWS.map((r) => [r.asset, r]));

/** THORChain's asset id of `a`, or null when THORChain does not swap it. */
export function thorchainAssetOf(a: ExchangeAsset): string | null {
  const row = BY_CHAIN.get(a.chainName);
  if (!row) return null;
  if (a.contractAddress === undefined) return row.asset;
  if (!row.tokens || !/^[A-Za-z0-9]+$/.test(a.symbol)) return null;
  // THORChain's token ids: CHAIN.TICKER-0XCONTRACT, all upper case
  return `${row.asset.slice(0, row.asset.indexOf('.'))}.${a.symbol}-${a.contractAddress}`.toUpperCase();
}

/** Every asset THORChain swaps to that the registry knows. */
export function thorchainAssets(): ExchangeAsset[] {
  return ROWS.filter((r) => r.payout).map((r) => {
    const c = getChain(r.chainName);
    return { chainName: c.name, symbol: c.symbol, decimals: c.decimals };
  });
}

/** A transaction id as THORNode takes it: hex, upper case, no `0x`. */
export const thornodeTxId = (hash: string): string => hash.replace(/^0x/i, '').toUpperCase();

/** THORNode's id of a transaction on the chain of `asset`, as that chain writes it. */
export function chainTxId(asset: string, id: string): { chainName: string; hash: string } | null {
  const row = BY_ASSET.get(asset.toUpperCase());
  if (!row) return null;
  const hex = id.replace(/^0x/i, '').toLowerCase();
  return { chainName: row.chainName, hash: row.hexPrefix ? `0x${hex}` : hex };
}

/** Base units of a chain with `decimals` → THORChain's 1e8 units (rounded down), and back. */
export function toThorUnits(amount: bigint, decimals: number): bigint {
  return decimals >= 8 ? amount / 10n ** BigInt(decimals - 8) : amount * 10n ** BigInt(8 - decimals);
}
export function fromThorUnits(amount: bigint, decimals: number): bigint {
  return decimals >= 8 ? amount * 10n ** BigInt(decimals - 8) : amount / 10n ** BigInt(8 - decimals);
}
