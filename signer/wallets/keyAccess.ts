import { AppError } from '../../shared/errors';
import { withNode } from '../chains/bip32/hdNodes';
import type { KeyAccess } from '../chains/signing';
import type { WalletSecret } from './payload';

/** Key access for one signing: copies out, so wiping what a family gets never touches the seed. */
export function keyAccessFor(secret: WalletSecret, seed: Uint8Array | null): KeyAccess {
  if (secret.kind === 'privateKey')
    return {
      imported: secret.privateKey,
      importedFor: secret.chainName,
      material: null,
      secpAt: () => {
        throw new AppError('BAD_INPUT', 'A private-key wallet has no derivation paths');
      },
    };
  if (!seed) throw new AppError('LOCKED', 'The wallet is locked');
  return {
    imported: null,
    importedFor: null,
    material: { seed, phrase: secret.phrase, passphrase: secret.passphrase },
    secpAt: (path) =>
      withNode(seed, path, (node) => {
        if (!node.privateKey) throw new AppError('INTERNAL', 'no key at path');
        return Uint8Array.from(node.privateKey);
      }),
  };
}
