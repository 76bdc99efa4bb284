import { AppError } from '../../../shared/errors';
import type { Keys } from '../keys/types';
import { miniSecretFromMnemonic, sr25519PublicKey, sr25519Sign } from './sr25519';

/** The key a Polkadot payload is signed with, and the MultiSignature variant it signs as. */
export interface PolkadotSigningKey {
  scheme: 'ed25519' | 'sr25519';
  publicKey: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
}

/** MultiSignature's variant index: Ed25519 0, Sr25519 1 (sp_runtime). */
export const SIGNATURE_TYPE = { ed25519: 0, sr25519: 1 } as const;

/**
 * The sending key: an imported key is ed25519 at '' (a 32-byte seed) or sr25519 (polkadot.js's
 * 64-byte secret key); a phrase wallet's SLIP-10 path
 * (m/44'/354'/…) is ed25519, a Substrate path ('' or //hard/soft, the polkadot.js accounts an
 * sr25519 wallet derives) is sr25519 from the phrase's mini-secret, wiped after each use.
 */
export function signingKeyOf(keys: Keys, activePath: string | undefined): PolkadotSigningKey {
  if (keys.importedFor !== null) {
    const sr = keys.sr;
    if (sr.holds()) return { scheme: 'sr25519', publicKey: sr.publicKey(), sign: (m) => sr.sign(m) };
    return { scheme: 'ed25519', publicKey: keys.ed.publicKey(''), sign: (m) => keys.ed.sign('', m) };
  }
  if (activePath === undefined) throw new AppError('BAD_INPUT', 'no sending address');
  if (activePath.startsWith('m/')) {
    return {
      scheme: 'ed25519',
      publicKey: keys.ed.publicKey(activePath),
      sign: (m) => keys.ed.sign(activePath, m),
    };
  }
  const text = keys.phraseText();
  if (!text) throw new AppError('BAD_INPUT', 'sr25519 signing needs the recovery phrase');
  const withMini = <T>(use: (mini: Uint8Array) => T): T => {
    const mini = miniSecretFromMnemonic(text.phrase, text.passphrase);
    try {
      return use(mini);
    } finally {
      mini.fill(0);
    }
  };
  return {
    scheme: 'sr25519',
    publicKey: withMini((mini) => sr25519PublicKey(mini, activePath)),
    sign: (m) => withMini((mini) => sr25519Sign(mini, activePath, m)),
  };
}
