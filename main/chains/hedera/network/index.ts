/**
 * The Hedera family's network, and the only file logic/ imports of this folder: the mirror
 * node's REST API and the consensus nodes (the SDK's gRPC client), each built from the config.
 */
import type { HederaConfig } from '../config';
import type { HederaCtx } from '../ctx';
import { consensusNodes, type ConsensusApi } from './consensus';
import { mirrorNode, type MirrorApi } from './mirror';
import { mirrorTokens, type MirrorTokensApi } from './mirrorTokens';

export const mirrorOf = (ctx: HederaCtx): MirrorApi => mirrorNode(ctx.http, ctx.config.mirrorUrl);
export const mirrorTokensOf = (ctx: HederaCtx): MirrorTokensApi =>
  mirrorTokens(ctx.http, ctx.config.mirrorUrl);

/** One SDK client per config: it holds gRPC channels worth keeping. */
const clients = new WeakMap<HederaConfig, ConsensusApi>();
export function consensusOf(ctx: HederaCtx): ConsensusApi {
  let c = clients.get(ctx.config);
  if (!c) {
    c = consensusNodes(ctx.config.nodes);
    clients.set(ctx.config, c);
  }
  return c;
}

export type { ConsensusApi } from './consensus';
export type { MirrorAccount, MirrorApi, MirrorTransaction } from './mirror';
export type { MirrorToken, MirrorTokenTransaction, TokenRelationship } from './mirrorTokens';
