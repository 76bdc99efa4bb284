import { mnemonicToPrivateKey, mnemonicValidate } from '@ton/crypto';
import { hex } from '@scure/base';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { DerivedAccount } from '../derivation';
import { tonWalletAddress } from './tonAddress';

/** The path recorded for an account of a TON-native phrase, which has no BIP32 path. */
export const TON_NATIVE_PATH = 'ton-native';

function wordsOf(mnemonic: string): string[] {
  return mnemonic.trim().toLowerCase().split(/\s+/);
}

/** True when the phrase is a TON-native one (Tonkeeper, Tonhub): 24 words with TON's own check. */
export async function isTonNativeMnemonic(mnemonic: string, password = ''): Promise<boolean> {
  const words = wordsOf(mnemonic);
  return words.length === 24 && mnemonicValidate(words, password || undefined);
}

/**
 * The wallet v4r2 account of a TON-native phrase, through @ton/crypto's
 * mnemonicToPrivateKey (PBKDF2 with TON's salt, not BIP39). Asynchronous because
 * @ton/crypto is; the secret key is wiped before returning.
 */
export async function deriveFromTonMnemonic(
  mnemonic: string,
  options: { password?: string; network?: NetworkKind } = {},
): Promise<DerivedAccount> {
  const words = wordsOf(mnemonic);
  if (!(await isTonNativeMnemonic(mnemonic, options.password)))
    throw new Error('Not a valid TON recovery phrase');
  const keyPair = await mnemonicToPrivateKey(words, options.password || undefined);
  try {
    const publicKey = Uint8Array.from(keyPair.publicKey);
    return {
      address: tonWalletAddress(publicKey, options.network),
      publicKey: hex.encode(publicKey),
      path: TON_NATIVE_PATH,
    };
  } finally {
    keyPair.secretKey.fill(0);
  }
}
