/**
 * The Cosmos family's network, and the only file logic/ imports of this folder: the chain's
 * CometBFT node through cosmjs, the Hub's indexer, and THORChain's Midgard and THORNode, each
 * in its own wire format, built from the ctx's config.
 */
import type { CosmosCtx } from '../ctx';
import { cosmosIndexer, type IndexerApi } from './indexer';
import { midgard, type MidgardApi } from './midgard';
import { cometNode, type CosmosNodeApi } from './node';
import { thornode, type ThornodeApi } from './thornode';

const nodes = new WeakMap<CosmosCtx, CosmosNodeApi>();

/** one cosmjs client per ctx (per chain and profile) */
export function nodeOf(ctx: CosmosCtx): CosmosNodeApi {
  let n = nodes.get(ctx);
  if (!n) nodes.set(ctx, (n = cometNode(ctx.http, ctx.config.rpcUrl)));
  return n;
}

/** null when the profile has no indexer: history then comes from the node's tx search */
export const indexerOf = (ctx: CosmosCtx): IndexerApi | null =>
  ctx.config.kind === 'hub' && ctx.config.indexerUrl ? cosmosIndexer(ctx.http, ctx.config.indexerUrl) : null;

export const midgardOf = (ctx: CosmosCtx): MidgardApi | null =>
  ctx.config.kind === 'thor' ? midgard(ctx.http, ctx.config.midgardUrl) : null;

export const thornodeOf = (ctx: CosmosCtx): ThornodeApi | null =>
  ctx.config.kind === 'thor' ? thornode(ctx.http, ctx.config.thornodeUrl, ctx.config.denom) : null;

export { encodeThorMsgSend, encodeThorRuneDeposit, THOR_MSG_DEPOSIT } from './thorMsg';
export type { CosmosNodeApi, NodeAccount, NodeDenomMeta, NodeIbcDenom, NodeStake, NodeTx } from './node';
export type { WireSend } from './wire';
export { RUNE_ASSET, type MidgardAction, type MidgardLeg } from './midgard';
