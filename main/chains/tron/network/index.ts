/**
 * The Tron family's network, and the only file logic/ imports of this folder: the node
 * (java-tron HTTP API), TronGrid v1 and Tronscan, each in its own wire format, built from the
 * ctx's config. The TronGrid key goes only to the TronGrid hosts.
 */
import type { TronCtx } from '../ctx';
import { tronGrid, type TronGridApi } from './grid';
import { tronNode, type TronNodeApi } from './node';
import { tronScan, type TronScanApi } from './scan';

const keyHeader = (ctx: TronCtx): Record<string, string> =>
  ctx.config.apiKey ? { 'TRON-PRO-API-KEY': ctx.config.apiKey } : {};

export const nodeOf = (ctx: TronCtx): TronNodeApi => tronNode(ctx.http, ctx.config.nodeUrl, keyHeader(ctx));
export const gridOf = (ctx: TronCtx): TronGridApi => tronGrid(ctx.http, ctx.config.gridUrl, keyHeader(ctx));
/** null when the profile has no Tronscan */
export const scanOf = (ctx: TronCtx): TronScanApi | null =>
  ctx.config.scanUrl ? tronScan(ctx.http, ctx.config.scanUrl) : null;

export { abiWord, toBase58 } from './address';
export type { BroadcastOutcome, BuiltTx, BuilderPath, NodeAccount, NodeResources, TronNodeApi } from './node';
export type { GridAccount, GridTrc20Transfer, GridTx, TronGridApi } from './grid';
export type { ScanWitness, TronScanApi } from './scan';
