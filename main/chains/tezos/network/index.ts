/**
 * The Tezos family's network, and the only file logic/ imports of this folder: a node's RPC and
 * TzKT, each in its own wire format, built from the ctx's config.
 */
import type { TezosCtx } from '../ctx';
import { tezosRpc, type TezosRpcApi } from './rpc';
import { tzkt, type TzktApi } from './tzkt';
import { tzktTokens, type TzktTokensApi } from './tzktTokens';

export const rpcOf = (ctx: TezosCtx): TezosRpcApi => tezosRpc(ctx.http, ctx.config.rpcUrl);
export const tzktOf = (ctx: TezosCtx): TzktApi => tzkt(ctx.http, ctx.config.tzktUrl);
export const tzktTokensOf = (ctx: TezosCtx): TzktTokensApi => tzktTokens(ctx.http, ctx.config.tzktUrl);

export type {
  IncludedOperation,
  RpcContent,
  SimulatedContent,
  TezosConstants,
  TezosHead,
  TezosRpcApi,
} from './rpc';
export type { TzktApi, TzktTransaction } from './tzkt';
export type { TzktToken, TzktTokensApi, TzktTokenTransfer } from './tzktTokens';
