import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import type { Keys } from '../keys/types';
import { rippleKeyOf } from './rippleKey';

/**
 * An imported key whose secp capability fails as given, and an ed25519 key of 32 bytes of 7s:
 * which curve rippleKeyOf settles on, and which failures it must not read as "not secp".
 */
function importedKeys(secpFailure: unknown): Keys {
  const refuse = () => {
    throw secpFailure;
  };
  return {
    importedFor: 'ripple',
    secp: {
      publicKey: refuse,
      sign: refuse,
      signSchnorrTaproot: refuse,
      extendedPublicKey: refuse,
      underAccount: refuse,
    },
    ed: { publicKey: () => new Uint8Array(32).fill(7), sign: () => new Uint8Array(64) },
    phraseText: () => null,
    sr: { holds: () => false, publicKey: refuse, sign: refuse },
  } as unknown as Keys;
}

describe('rippleKeyOf: the curve of an imported key', () => {
  it('an imported key the secp capability refuses as not its curve (BAD_INPUT) is the ed25519 one', () => {
    const key = rippleKeyOf(importedKeys(new AppError('BAD_INPUT', 'not a secp256k1 key')), undefined);
    expect(key.publicKey).toBe(`ED${'07'.repeat(32)}`);
  });

  it('any other failure is not a reason to sign with ed25519: it is passed on', () => {
    for (const failure of [
      new AppError('LOCKED', 'The wallet is locked'),
      new AppError('INTERNAL', 'key store failed'),
      Object.assign(new Error('not an AppError'), { code: 'BAD_INPUT' }),
    ])
      expect(() => rippleKeyOf(importedKeys(failure), undefined)).toThrow(failure.message);
  });

  it('a phrase wallet with no sending path is refused before any key is asked for', () => {
    const keys = { ...importedKeys(new Error('asked')), importedFor: null };
    expect(() => rippleKeyOf(keys, '')).toThrow('no sending address');
    expect(() => rippleKeyOf(keys, undefined)).toThrow('no sending address');
  });
});
