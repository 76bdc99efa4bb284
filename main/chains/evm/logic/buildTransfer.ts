import { getAddress } from 'ethers';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { nodeOf } from '../network';
import type { GasPricing } from './feeOptions';
import type { NftStandard } from '../../../../shared/chains/evm/intents';
import { nftTransferCall } from './nftTransfer';
import { buildUnsignedTx, transferCall } from './txRequest';

/** What the user approved; the signer checks the unsigned transaction against it. */
export interface EvmIntent {
  chain: string;
  chainId: number;
  from: string;
  to: string;
  amount: bigint;
  contractAddress?: string;
  /** most wei the user agreed to pay: gasLimit × maxFeePerGas (or gasPrice) may not exceed it */
  feeCap: bigint;
  /** set for speed-up and cancel: the nonce being replaced */
  nonce?: number;
  /** an NFT transfer: `contractAddress` is the collection, `to` and `amount` its recipient and units */
  nft?: { standard: NftStandard; tokenId: bigint };
}

export interface BuildTransferParams {
  chain: string;
  from: string;
  to: string;
  amount: bigint;
  contractAddress?: string;
  gasLimit: bigint;
  pricing: GasPricing;
  /** replacements reuse a nonce; otherwise the pending transaction count */
  nonce?: number;
  /** an NFT transfer of `amount` units of this token of `contractAddress` */
  nft?: { standard: NftStandard; tokenId: bigint };
}

export interface BuiltTransfer {
  /** hex of the unsigned serialized transaction (EIP-2718 envelope for type 2) */
  unsigned: string;
  intent: EvmIntent;
  nonce: number;
  txType: 0 | 2;
}

/**
 * The unsigned transfer and its intent. The nonce is the pending count, so a transfer made
 * while others wait in the mempool queues after them.
 */
export async function buildTransfer(ctx: EvmCtx, p: BuildTransferParams): Promise<BuiltTransfer> {
  const cfg = chainConfig(ctx.config, p.chain);
  const from = getAddress(p.from);
  const nonce =
    p.nonce ??
    Number(BigInt(await nodeOf(ctx, cfg).call<string>('eth_getTransactionCount', [from, 'pending'])));
  const call = p.nft
    ? nftTransferCall({
        ...p.nft,
        contractAddress: p.contractAddress ?? '',
        from,
        to: p.to,
        amount: p.amount,
      })
    : transferCall(p);
  const tx = buildUnsignedTx(cfg, { ...call, nonce, gasLimit: p.gasLimit, pricing: p.pricing });
  return {
    unsigned: tx.unsignedSerialized,
    nonce,
    txType: cfg.legacyGas ? 0 : 2,
    intent: {
      chain: p.chain,
      chainId: cfg.chainId,
      from,
      to: getAddress(p.to),
      amount: p.amount,
      ...(p.contractAddress ? { contractAddress: getAddress(p.contractAddress) } : {}),
      feeCap: p.gasLimit * p.pricing.gasPrice,
      ...(p.nonce !== undefined ? { nonce } : {}),
      ...(p.nft ? { nft: p.nft } : {}),
    },
  };
}
