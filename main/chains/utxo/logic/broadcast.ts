/** Sends a signed transaction (hex) through the providers in order; returns its txid. */
import { withProviders } from '../network';
import type { UtxoCtx } from '../types';

export function broadcast(ctx: UtxoCtx, hex: string): Promise<string> {
  return withProviders(ctx, (p) => p.broadcast(hex));
}
