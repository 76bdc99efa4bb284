import type { z } from 'zod';
import { AppError } from '../../shared/errors';

/**
 * Parses a provider's answer with `schema`, or throws a NETWORK error that names the call, the
 * provider and the first field that did not fit, so a lying or changed API fails loudly at the
 * edge instead of deep in the family's logic.
 */
export function readAnswer<T extends z.ZodType>(
  schema: T,
  data: unknown,
  what: string,
  from: string,
): z.output<T> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new AppError(
    'NETWORK',
    `Unexpected ${what} answer from ${from} (${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'invalid'})`,
  );
}
