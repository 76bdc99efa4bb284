/**
 * The one fallback helper of the chain families: tries providers in the configured order
 * (the spec's per-chain fallback) and returns the first success. An error the caller marks
 * as an answer (a node's JSON-RPC error: another node would say the same) stops the walk.
 * When every provider fails the last error is rethrown, naming every failure in its message.
 */
import { AppError } from '../../shared/errors';

export interface FallbackProvider<T> {
  name: string;
  run: () => Promise<T>;
}

export interface FallbackOptions {
  /** true for an error that is the provider's answer, rethrown at once */
  isAnswer?: (e: unknown) => boolean;
  /** the error when there is no provider at all */
  none?: string;
  /**
   * The error thrown when more than one provider failed (`failures`: "name: message" each);
   * by default the last error, its message naming every failure.
   */
  allFailed?: (failures: readonly string[], last: unknown) => unknown;
}

export async function withFallback<T>(
  providers: readonly FallbackProvider<T>[],
  opts: FallbackOptions = {},
): Promise<T> {
  // made only when there is no provider: an error's stack trace costs more than a request's parse
  if (providers.length === 0) throw new AppError('NETWORK', opts.none ?? 'No provider configured');
  const failures: string[] = [];
  let last: unknown;
  for (const p of providers) {
    try {
      return await p.run();
    } catch (e) {
      if (opts.isAnswer?.(e)) throw e;
      last = e;
      failures.push(`${p.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (failures.length > 1 && opts.allFailed) throw opts.allFailed(failures, last);
  if (last instanceof Error && failures.length > 1)
    last.message = `${last.message} (tried ${failures.join('; ')})`;
  throw last;
}
