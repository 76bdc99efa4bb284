/**
 * The UTXO family behind one object: every method forwards to a logic function with the
 * ctx; no rules live here. Calls take an account (xpub, type, path) because a UTXO wallet
 * is a tree of addresses, not one address; walletFamily.ts maps the WalletFamily interface onto these.
 */
import { getChain } from '../../../shared/chains/registry';
import type { HistoryPage } from '../types';
import { broadcast } from './logic/broadcast';
import { buildReplacement, type BuildReplacementParams } from './logic/buildReplacement';
import { buildTransfer, type BuildTransferParams, type BuildTransferResult } from './logic/buildTransfer';
import { discover, type DiscoverParams, type DiscoverResult } from './logic/discover';
import { getFeeRates, type FeeMultipliers, type FeeRates } from './logic/getFeeRates';
import { listHistoryPage } from './logic/listHistory';
import { getTxStatus, type UtxoTxStatus } from './logic/getTxStatus';
import { addressToScript } from './params';
import type { UtxoCtx } from './types';

export interface UtxoAdapter {
  readonly chain: ReturnType<typeof getChain>;
  validateAddress(address: string): boolean;
  discover(p: DiscoverParams): Promise<DiscoverResult>;
  listHistory(d: DiscoverResult): Promise<HistoryPage>;
  getFeeRates(m?: FeeMultipliers): Promise<FeeRates>;
  buildTransfer(p: BuildTransferParams): Promise<BuildTransferResult>;
  buildReplacement(p: BuildReplacementParams): Promise<BuildTransferResult>;
  broadcast(signedHex: string): Promise<string>;
  getTxStatus(txid: string): Promise<UtxoTxStatus>;
}

export function createUtxoAdapter(ctx: UtxoCtx): UtxoAdapter {
  return {
    chain: getChain(ctx.chain),
    validateAddress: (address) => {
      try {
        addressToScript(ctx.chain, ctx.network, address);
        return true;
      } catch {
        return false;
      }
    },
    discover: (p) => discover(ctx, p),
    listHistory: (d) => listHistoryPage(ctx, d),
    getFeeRates: (m) => getFeeRates(ctx, m),
    buildTransfer: (p) => buildTransfer(ctx, p),
    buildReplacement: (p) => buildReplacement(ctx, p),
    broadcast: (hex) => broadcast(ctx, hex),
    getTxStatus: (txid) => getTxStatus(ctx, txid),
  };
}
