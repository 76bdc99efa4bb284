/**
 * The Stellar family's network, and the only file logic/ imports of this folder: one Horizon,
 * chosen by the ctx's config.
 */
import type { StellarCtx } from '../ctx';
import { horizon, type HorizonApi } from './horizon';

export const horizonOf = (ctx: StellarCtx): HorizonApi => horizon(ctx.http, ctx.config.horizonUrl);

export type {
  HorizonAccount,
  HorizonApi,
  HorizonBalance,
  HorizonOp,
  HorizonTx,
  SubmitOutcome,
} from './horizon';
