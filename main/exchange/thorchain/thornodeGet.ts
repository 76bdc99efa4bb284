/**
 * One GET to THORNode, its answer held to its wire schema. An error answer (4xx) is THORNode
 * refusing the request, shown to the user as its own sentence; anything unreadable is a
 * provider fault; neither ever leads to a deposit.
 */
import type { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { HttpError } from '../../net/http';
import type { ThorchainCtx } from './types';
import { ErrorWire } from './wire';

/** THORNode's own words, clipped: they reach a toast */
const MAX_REASON = 200;

function reasonOf(body: string): string | null {
  try {
    const parsed = ErrorWire.safeParse(JSON.parse(body));
    if (!parsed.success) return null;
    const text = 'error' in parsed.data ? parsed.data.error : parsed.data.message;
    return text.slice(0, MAX_REASON);
  } catch {
    return null;
  }
}

export async function thornodeGet<S extends z.ZodType>(
  ctx: ThorchainCtx,
  path: string,
  query: Record<string, string>,
  schema: S,
): Promise<z.infer<S>> {
  const url = new URL(path, ctx.baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let body: unknown;
  try {
    body = await ctx.http.json(url.toString());
  } catch (e) {
    if (e instanceof HttpError && e.status >= 400 && e.status < 500) {
      const reason = reasonOf(e.body);
      throw new AppError('RULE', reason ? `THORChain refused: ${reason}` : 'THORChain refused the request');
    }
    throw e instanceof AppError ? e : new AppError('NETWORK', 'THORChain cannot be reached');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('NETWORK', 'THORChain sent an answer the wallet cannot read');
  return parsed.data;
}
