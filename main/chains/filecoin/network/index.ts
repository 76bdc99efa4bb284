/**
 * The Filecoin family's network, and the only file logic/ imports of this folder: a Lotus
 * node's JSON-RPC and the Filscan API, each in its own wire format, built from the ctx's config.
 */
import type { FilecoinCtx } from '../ctx';
import { filscan, type FilscanApi } from './filscan';
import { lotusRpc, type LotusApi } from './lotus';

export const lotusOf = (ctx: FilecoinCtx): LotusApi => lotusRpc(ctx.http, ctx.config.rpcUrl);
export const scanOf = (ctx: FilecoinCtx): FilscanApi => filscan(ctx.http, ctx.config.scanUrl);

export type { FilscanApi, FilscanMessage } from './filscan';
export { LotusError, type GasEstimate, type LotusApi, type LotusMessage, type MessageLookup } from './lotus';
