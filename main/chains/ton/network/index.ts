/**
 * The TON family's network, and the only file logic/ imports of this folder: toncenter, built
 * from the ctx's config.
 */
import type { TonCtx } from '../ctx';
import { toncenter, type ToncenterApi } from './toncenter';

export const apiOf = (ctx: TonCtx): ToncenterApi => toncenter(ctx.http, ctx.config.toncenterUrl);

export type {
  AddressInformation,
  Fees,
  JettonTransfer,
  RawMessage,
  RawTransaction,
  RunResult,
  StackEntry,
  ToncenterApi,
  WalletInformation,
} from './toncenter';
