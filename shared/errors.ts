import { z } from 'zod';

/**
 * Every error that crosses a process boundary carries one of these codes, so that callers
 * branch on a code and show the message; they never parse message text.
 */
export const ERROR_CODES = [
  'BAD_INPUT', // the payload failed its schema; nothing was changed
  'UNKNOWN_CALL', // the call name is not in the contract
  'FORBIDDEN', // the caller is not the app's own frame / lacks the token
  'LOCKED', // needs an unlocked wallet
  'NOT_FOUND',
  'RULE', // a business rule of the spec refused the action (message is the spec's text)
  'MEMO_REQUIRED', // the recipient takes deposits only with a memo or destination tag (exchanges); the form asks for it
  'WRONG_PASSWORD',
  'VAULT_CORRUPT',
  'SIGNER_UNAVAILABLE', // the signer process is down or restarting
  'SIGNER_TIMEOUT',
  'INTENT_MISMATCH', // the signer refused: the unsigned tx does not match what the user approved
  'NETWORK',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const AppErrorSchema = z.strictObject({
  code: ErrorCodeSchema,
  message: z.string().max(4096),
});
export type AppErrorShape = z.infer<typeof AppErrorSchema>;

/** An error with a code, safe to serialise across IPC (message only; never stack or cause). */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
  toJSON(): AppErrorShape {
    return { code: this.code, message: this.message };
  }
}

/**
 * Turns anything thrown into the wire shape. Unknown errors become INTERNAL with a generic
 * message: their text may carry paths or library internals that do not belong in the UI.
 */
export function toAppError(e: unknown): AppErrorShape {
  if (e instanceof AppError) return e.toJSON();
  const parsed = AppErrorSchema.safeParse(e);
  if (parsed.success) return parsed.data;
  return { code: 'INTERNAL', message: 'Something went wrong' };
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppErrorShape };
