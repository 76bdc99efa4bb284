/**
 * The EVM family's network, chosen from config, and the only file logic/ imports of this
 * folder. Two provider kinds sit behind it:
 * - nodes: a chain's JSON-RPC endpoints (`EvmNode`), reads falling back in order through
 *   the families' one fallback helper, a node's own JSON-RPC error being its answer;
 * - explorers: one `ExplorerProvider` per explorer API and key tier, picked by the
 *   discriminated `ExplorerSource.kind` of the chain's config (one switch, explorers.ts).
 * Wire types (Etherscan, Blockscout, OKLink, VicScan JSON) stay in their provider files.
 */
import type { EvmCtx } from '../ctx';
import { chainConfig, type EvmChainConfig } from '../config';
import { withFallback } from '../../withFallback';
import { blockscoutNftProvider } from './blockscoutNfts';
import { moralisNftProvider } from './moralisNfts';
import { explorersFor } from './explorers';
import { rpcAt, rpcFor, type Rpc } from './rpc';
import type { ExplorerProvider, ProviderNftPage } from './types';

/** A chain's JSON-RPC nodes as one: `call` and `batch` with fallback, `endpoints` one by one. */
export type EvmNode = Rpc;

/** The nodes of a chain of the ctx's config. */
export function nodeOf(ctx: EvmCtx, chain: string | EvmChainConfig): EvmNode {
  const cfg = typeof chain === 'string' ? chainConfig(ctx.config, chain) : chain;
  return rpcFor(ctx.http, cfg.rpcUrls);
}

/** One NFT list provider: a page of what an address holds, by the provider's own cursor. */
export interface NftList {
  name: string;
  list(address: string, cursor: string | null): Promise<ProviderNftPage>;
}

/**
 * A chain's NFT list providers in fallback order: Moralis first where the user gave a key and
 * it serves the chain, then Blockscout v2 (keyless); none where the chain has no list. A cursor
 * is one provider's own, so a later page goes to whichever answers (the fallback is for outages).
 */
export function nftListsOf(ctx: EvmCtx, chain: string): NftList[] {
  const cfg = chainConfig(ctx.config, chain);
  const moralis =
    cfg.moralisNfts && ctx.config.moralisUrl && ctx.config.keys.moralis.length > 0
      ? [moralisNftProvider(ctx.http, ctx.config.moralisUrl, ctx.config.keys.moralis, cfg.chainId)]
      : [];
  return [...moralis, ...(cfg.nftSources ?? []).map((url) => blockscoutNftProvider(ctx.http, url))];
}

/** One endpoint by URL, for sends that go to every node at once. */
export function nodeAt(ctx: EvmCtx, url: string) {
  return rpcAt(ctx.http, url);
}

/** A chain's explorer providers in the order they are tried: each explorer, free tier first. */
export function explorersOf(ctx: EvmCtx, chain: string | EvmChainConfig): ExplorerProvider[] {
  const cfg = typeof chain === 'string' ? chainConfig(ctx.config, chain) : chain;
  return explorersFor(ctx.http, ctx.config, cfg);
}

/** Runs one explorer call with fallback to the next explorer or tier on any failure. */
export function withExplorers<T>(
  providers: readonly ExplorerProvider[],
  call: (p: ExplorerProvider) => Promise<T>,
): Promise<T> {
  return withFallback(providers.map((p) => ({ name: p.name, run: () => call(p) })));
}

export { RpcError, type BatchItem, type RpcRequest } from './rpc';

export type { ExplorerProvider, ExplorerTx, HistoryQuery, ProviderNft, ProviderNftPage } from './types';
export { readMany, type ReadCall, type ReadResult } from './readMany';
export { fetchFeeData, type FeeData } from './feeData';
export { opStackL1Fee } from './l1Fee';
export { resolveEns } from './ens';
export { resolveSpaceId } from './spaceId';
export { ERC20, NFT_URIS, decodeStringOrBytes32, decodeUint, encodeTransfer } from './abi';
