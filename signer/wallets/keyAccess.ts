import type { NetworkKind } from '../../shared/chains/validate/result';
import { AppError } from '../../shared/errors';
import { signerFor } from '../chains/registry';
import type { Keys } from '../chains/keys/types';
import { importedKeys, phraseKeys } from '../chains/keys/walletKeys';
import type { WalletSecret } from './payload';
import { watchOnlyRefusal } from './watchOnly';

/**
 * A wallet's keys for one signing, as capabilities: a phrase wallet's keys are derived from
 * its seed at each use, an imported key is decoded by its family's own format at each use;
 * both are wiped before the capability returns. A watch-only wallet has no keys: every signing
 * path reaches its keys through here, so every one of them is refused here.
 */
export function keyAccessFor(secret: WalletSecret, seed: Uint8Array | null, network: NetworkKind): Keys {
  if (secret.kind === 'watch') throw watchOnlyRefusal();
  if (secret.kind === 'privateKey') {
    const { chainName, privateKey } = secret;
    return importedKeys(chainName, () => {
      const decode = signerFor(chainName).importedKey;
      if (!decode)
        throw new AppError('BAD_INPUT', 'Signing with an imported key is not available on this chain yet');
      return decode(privateKey, chainName, network);
    });
  }
  if (!seed) throw new AppError('LOCKED', 'The wallet is locked');
  return phraseKeys(seed, { phrase: secret.phrase, passphrase: secret.passphrase });
}
