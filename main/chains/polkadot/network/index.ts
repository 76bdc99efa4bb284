/**
 * The Polkadot family's network, and the only file logic/ imports of this folder: Substrate
 * API Sidecar and Subscan, each in its own wire format, built from the ctx's config. The
 * Subscan key goes only to Subscan.
 */
import type { PolkadotCtx } from '../ctx';
import { sidecar, type SidecarApi } from './sidecar';
import { subscan, type SubscanApi } from './subscan';

export const sidecarOf = (ctx: PolkadotCtx): SidecarApi => sidecar(ctx.http, ctx.config.sidecarUrl);
/** null when the profile has no scan service */
export const scanOf = (ctx: PolkadotCtx): SubscanApi | null =>
  ctx.config.scanUrl ? subscan(ctx.http, ctx.config.scanUrl, ctx.config.apiKey) : null;

export type { BalanceInfo, Material, SidecarApi } from './sidecar';
export type { ScanTransfer, SubscanApi } from './subscan';
