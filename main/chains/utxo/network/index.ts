/**
 * Providers from configuration, tried in the configured (per-chain) order through the
 * families' one fallback helper (main/chains/withFallback.ts). Only this folder knows which
 * wire format a provider speaks; only logic/ imports it.
 */
import { customNodeOf } from '../../../config/customNodes';
import { withFallback } from '../../withFallback';
import type { UtxoCtx, UtxoProvider } from '../types';
import { blockchairProvider } from './blockchair';
import { blockcypherProvider } from './blockcypher';
import { blockdaemonProvider } from './blockdaemon';
import { esploraProvider } from './esplora';

export function providersOf(ctx: UtxoCtx): UtxoProvider[] {
  // the user's own Esplora (Settings → Networks) first; the defaults after it only if allowed
  const own = customNodeOf(ctx.chain);
  const mine = own ? [esploraProvider(ctx.http, own.url)] : [];
  if (own && !own.fallback) return mine;
  return mine.concat(
    ctx.config.providers.map((p) => {
      switch (p.kind) {
        case 'esplora':
          return esploraProvider(ctx.http, p.baseUrl);
        case 'blockcypher':
          return blockcypherProvider(ctx.http, p.baseUrl, p.coin, p.token);
        case 'blockchair':
          return blockchairProvider(ctx.http, p.baseUrl, p.chainPath, p.key);
        case 'blockdaemon':
          return blockdaemonProvider(ctx.http, p.baseUrl, p.protocol, p.network, p.apiKey);
      }
    }),
  );
}

/** Runs one provider call with fallback to the next provider on any failure. */
export function withProviders<T>(ctx: UtxoCtx, call: (p: UtxoProvider) => Promise<T>): Promise<T> {
  return withFallback(providersOf(ctx).map((p) => ({ name: p.name, run: () => call(p) })));
}

export { esploraProvider, blockcypherProvider, blockchairProvider, blockdaemonProvider };
