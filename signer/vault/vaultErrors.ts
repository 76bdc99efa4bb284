import { AppError, type ErrorCode } from '../../shared/errors';

/** The user-facing texts. Tests and the UI match on `kind` or `code`, never on these strings. */
export const VAULT_MESSAGES = {
  wrongPassword: 'Wrong password',
  tampered: 'The vault failed its integrity check: the file was changed or damaged',
  truncated: 'The vault file is truncated or unreadable',
  newerVersion: 'The vault was written by a newer version of the app',
  missing: 'There is no vault yet',
  exists: 'A vault already exists',
  locked: 'The vault is locked',
  emptyPassword: 'The password is empty',
  badPayload: 'The vault contents do not have the expected shape',
  badInput: 'Refusing to save a vault document that fails its schema',
  writeFailed: 'The vault could not be saved: the new file did not read back intact. Nothing was changed',
} as const;

export type VaultErrorKind =
  | 'wrong-password'
  | 'lockout'
  | 'tampered'
  | 'truncated'
  | 'newer-version'
  | 'missing'
  | 'exists'
  | 'locked'
  | 'bad-input'
  | 'bad-payload'
  | 'write-failed';

/**
 * An AppError with a finer `kind` for callers inside the signer. Only code and message cross
 * IPC, so every message is complete on its own (the lockout message carries the wait).
 */
export class VaultError extends AppError {
  readonly kind: VaultErrorKind;
  /** Set on 'lockout' and on a wrong password that starts a wait: ms until the next try. */
  readonly retryAfterMs: number;
  constructor(kind: VaultErrorKind, code: ErrorCode, message: string, retryAfterMs = 0) {
    super(code, message);
    this.name = 'VaultError';
    this.kind = kind;
    this.retryAfterMs = retryAfterMs;
  }
}

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export const vaultErrors = {
  wrongPassword: (retryAfterMs: number): VaultError =>
    new VaultError(
      'wrong-password',
      'WRONG_PASSWORD',
      retryAfterMs > 0
        ? `${VAULT_MESSAGES.wrongPassword}. Try again in ${seconds(retryAfterMs)} s`
        : VAULT_MESSAGES.wrongPassword,
      retryAfterMs,
    ),
  lockout: (retryAfterMs: number): VaultError =>
    new VaultError(
      'lockout',
      'WRONG_PASSWORD',
      `Too many wrong passwords. Try again in ${seconds(retryAfterMs)} s`,
      retryAfterMs,
    ),
  tampered: (): VaultError => new VaultError('tampered', 'VAULT_CORRUPT', VAULT_MESSAGES.tampered),
  truncated: (): VaultError => new VaultError('truncated', 'VAULT_CORRUPT', VAULT_MESSAGES.truncated),
  newerVersion: (): VaultError =>
    new VaultError('newer-version', 'VAULT_CORRUPT', VAULT_MESSAGES.newerVersion),
  missing: (): VaultError => new VaultError('missing', 'NOT_FOUND', VAULT_MESSAGES.missing),
  exists: (): VaultError => new VaultError('exists', 'RULE', VAULT_MESSAGES.exists),
  locked: (): VaultError => new VaultError('locked', 'LOCKED', VAULT_MESSAGES.locked),
  emptyPassword: (): VaultError => new VaultError('bad-input', 'BAD_INPUT', VAULT_MESSAGES.emptyPassword),
  badPayload: (): VaultError => new VaultError('bad-payload', 'VAULT_CORRUPT', VAULT_MESSAGES.badPayload),
  badInput: (): VaultError => new VaultError('bad-input', 'BAD_INPUT', VAULT_MESSAGES.badInput),
  writeFailed: (): VaultError => new VaultError('write-failed', 'INTERNAL', VAULT_MESSAGES.writeFailed),
};

export function isVaultError(e: unknown, kind?: VaultErrorKind): e is VaultError {
  return e instanceof VaultError && (kind === undefined || e.kind === kind);
}
