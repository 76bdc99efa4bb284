import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 'too short'],
    ['abc1234', 'too short'],
    ['aaaaaaaaaaaaaaaaaaaa', 'weak'],
    ['password', 'weak'],
    ['password12', 'fair'],
    ['Passw0rd!', 'fair'],
    ['Correct-Horse9', 'strong'],
    ['correct horse battery staple', 'strong'],
  ] as const)('%j is %s', (pw, expected) => {
    expect(passwordStrength(pw)).toBe(expected);
  });
});

describe('checkNewPassword', () => {
  it('says nothing before anything is typed, then asks for 8 characters', () => {
    expect(checkNewPassword('', '')).toEqual({ ok: false, problem: null });
    expect(checkNewPassword('short', '')).toEqual({ ok: false, problem: 'Use at least 8 characters' });
  });
  it('waits for the repeat, then needs it to match', () => {
    expect(checkNewPassword('long enough', '')).toEqual({ ok: false, problem: null });
    expect(checkNewPassword('long enough', 'long enougH')).toEqual({
      ok: false,
      problem: 'The passwords do not match',
    });
    expect(checkNewPassword('long enough', 'long enough')).toEqual({ ok: true, problem: null });
  });
  it('counts characters, not UTF-16 units, like the person typing does', () => {
    expect(checkNewPassword('🔑🔑🔑🔑', '🔑🔑🔑🔑').ok).toBe(false);
  });
});
