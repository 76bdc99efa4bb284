/**
 * The Cardano family's network, and the only file logic/ imports of this folder: Blockfrost,
 * in its own wire format, built from the ctx's config with the project id.
 */
import type { CardanoCtx } from '../ctx';
import { blockfrost, type BlockfrostApi } from './blockfrost';

export const blockfrostOf = (ctx: CardanoCtx): BlockfrostApi =>
  blockfrost(ctx.http, ctx.config.blockfrostUrl, ctx.config.projectId);

export type {
  BlockfrostApi,
  BlockfrostAsset,
  BlockfrostTxIo,
  BlockfrostUtxo,
  BlockfrostValue,
  ProtocolParams,
} from './blockfrost';
