import type { z } from 'zod';
import { calls, isCallName, type CallName, type CallOutput, type ParsedInput } from '../../shared/contract';
import { AppError, toAppError, type Result } from '../../shared/errors';

/** One handler per contract call; the table must be complete, so a new call cannot be forgotten. */
export type Handlers = {
  [N in CallName]: (input: ParsedInput<N>) => Promise<CallOutput<N>> | CallOutput<N>;
};

/** Transport-neutral entry point: Electron's ipcMain.handle and the browser host's socket both call it. */
export type Dispatch = (name: unknown, input: unknown) => Promise<Result<unknown>>;

/** A readable summary of what failed, naming paths but never echoing the values sent. */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((i) => {
    const at = i.path.length ? i.path.map(String).join('.') : 'input';
    return `${at}: ${i.message}`.slice(0, 200);
  });
  if (error.issues.length > 5) parts.push(`and ${error.issues.length - 5} more`);
  return `Invalid input (${parts.join('; ')})`;
}

export function createDispatcher(handlers: Handlers, log: (msg: string) => void = console.error): Dispatch {
  return async (name, input) => {
    if (!isCallName(name)) return { ok: false, error: { code: 'UNKNOWN_CALL', message: 'Unknown call' } };
    const def = calls[name];
    const parsed = def.input.safeParse(input);
    if (!parsed.success)
      return { ok: false, error: { code: 'BAD_INPUT', message: describeIssues(parsed.error) } };
    try {
      const handler = handlers[name] as (i: unknown) => unknown;
      const value = await handler(parsed.data);
      const out = def.output.safeParse(value);
      if (!out.success) {
        // A handler broke the contract: a bug on our side, never the caller's fault.
        log(`contract output mismatch in ${name}: ${describeIssues(out.error)}`);
        throw new AppError('INTERNAL', 'Something went wrong');
      }
      return { ok: true, value: out.data };
    } catch (e) {
      if (!(e instanceof AppError))
        log(`handler ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
      return { ok: false, error: toAppError(e) };
    }
  };
}
