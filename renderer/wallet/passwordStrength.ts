/** The vault's own rule (shared/signer/protocol.ts PasswordSchema): the KDF does the rest. */
export const MIN_PASSWORD_LENGTH = 8;

export type Strength = 'too short' | 'weak' | 'fair' | 'strong';

/**
 * A hint, not a gate: length counts most, then the mix of character kinds. Only the
 * minimum length is enforced; anything else would push people to predictable tricks.
 */
export function passwordStrength(password: string): Strength {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'too short';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const repeats = new Set(password).size <= 3;
  if (repeats) return 'weak';
  if (length >= 16 || (length >= 12 && kinds >= 3)) return 'strong';
  if (length >= 10 || kinds >= 3) return 'fair';
  return 'weak';
}

export interface NewPasswordCheck {
  ok: boolean;
  /** what to tell the user, or null when there is nothing to say yet */
  problem: string | null;
}

/** The two fields of a new password, typed twice. */
export function checkNewPassword(password: string, repeat: string): NewPasswordCheck {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return { ok: false, problem: password ? `Use at least ${MIN_PASSWORD_LENGTH} characters` : null };
  if (repeat === '') return { ok: false, problem: null };
  if (password !== repeat) return { ok: false, problem: 'The passwords do not match' };
  return { ok: true, problem: null };
}
