/**
 * The XRP family's network, and the only file logic/ imports of this folder: rippled's
 * JSON-RPC at each configured URL. Reads walk the URLs in order (withFallback), an error
 * result being the server's answer; a submit goes to the first URL only, so one blob is never
 * sent twice by the wallet itself.
 */
import { withFallback } from '../../withFallback';
import type { RippleCtx } from '../ctx';
import { RippledError, rippledRpc, type RippledApi } from './rpc';

/** Runs `use` against each configured rippled in turn until one answers. */
export function withRippled<T>(ctx: RippleCtx, use: (api: RippledApi) => Promise<T>): Promise<T> {
  return withFallback(
    ctx.config.rpcUrls.map((url) => ({ name: new URL(url).host, run: () => use(rippledRpc(ctx.http, url)) })),
    { isAnswer: (e) => e instanceof RippledError, none: 'No rippled is configured' },
  );
}

/** The first configured rippled: where a signed blob is submitted. */
export const submitter = (ctx: RippleCtx): RippledApi => rippledRpc(ctx.http, ctx.config.rpcUrls[0]!);

export { RippledError, type RippledApi } from './rpc';
export type { AccountLine, AccountTxEntry } from './wire';
