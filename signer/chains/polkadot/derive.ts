import { hex } from '@scure/base';
import { getPublicKey } from '@scure/sr25519';
import {
  decodePolkadotSeed,
  decodePolkadotSrSecret,
  polkadotAddress,
} from '../../../shared/chains/polkadot/validate';
import { makeEdSigner } from '../slip10/makeEdSigner';
import { checkIndexRange } from '../slip10/slip10';
import type { EdChainSigner, EdDeriveOptions } from '../slip10/types';
import type { DerivedAccount } from '../derivation';
import { miniSecretFromMnemonic, sr25519PublicKey } from './sr25519';

const edSigner = makeEdSigner({
  family: 'polkadot',
  account: (publicKey, options) => ({
    address: polkadotAddress(publicKey, options.network),
    publicKey: hex.encode(publicKey),
  }),
  decodePrivateKey: decodePolkadotSeed,
});

const isSr = (options: EdDeriveOptions = {}): boolean => {
  if (options.scheme !== undefined && options.scheme !== 'ed25519' && options.scheme !== 'sr25519')
    throw new Error('Polkadot scheme must be ed25519 or sr25519');
  return options.scheme === 'sr25519';
};

/** sr25519 index paths: the root account first (polkadot.js default), then //1, //2 … */
const srPath = (index: number): string => (index === 0 ? '' : `//${index}`);

function srAccount(miniSecret: Uint8Array, path: string, options: EdDeriveOptions): DerivedAccount {
  const publicKey = sr25519PublicKey(miniSecret, path);
  return { address: polkadotAddress(publicKey, options.network), publicKey: hex.encode(publicKey), path };
}

function withMiniSecret<T>(options: EdDeriveOptions, use: (mini: Uint8Array) => T): T {
  if (!options.mnemonic) throw new Error('sr25519 derivation needs the recovery phrase');
  const mini = miniSecretFromMnemonic(options.mnemonic, options.passphrase);
  try {
    return use(mini);
  } finally {
    mini.fill(0);
  }
}

/**
 * Polkadot: ed25519 by default (SLIP-10 at m/44'/354'/i'/0'/0', as Ledger), ss58 format 0.
 * With `scheme: 'sr25519'` it follows polkadot.js: mini-secret from the phrase, Substrate
 * paths ('' = root account, '//hard/soft'), and imported keys are 32-byte mini-secrets.
 */
export const polkadotSigner: EdChainSigner = {
  deriveFromSeed(seed, path, options = {}) {
    if (!isSr(options)) return edSigner.deriveFromSeed(seed, path, options);
    return withMiniSecret(options, (mini) => srAccount(mini, path, options));
  },
  addressFromPrivateKey(privateKey, options = {}) {
    // polkadot.js's 64-byte sr25519 secret key says its scheme by its length
    const secret = decodePolkadotSrSecret(privateKey);
    if (secret) {
      try {
        const publicKey = getPublicKey(secret);
        return { address: polkadotAddress(publicKey, options.network), publicKey: hex.encode(publicKey) };
      } finally {
        secret.fill(0);
      }
    }
    if (!isSr(options)) return edSigner.addressFromPrivateKey(privateKey, options);
    const mini = decodePolkadotSeed(privateKey);
    try {
      const { address, publicKey } = srAccount(mini, '', options);
      return { address, publicKey };
    } finally {
      mini.fill(0);
    }
  },
  defaultPath(chain, index, options = {}) {
    if (!isSr(options)) return edSigner.defaultPath(chain, index, options);
    checkIndexRange(index, 1);
    return srPath(index);
  },
  deriveBatch(seed, chain, startIndex, count, options = {}) {
    if (!isSr(options)) return edSigner.deriveBatch(seed, chain, startIndex, count, options);
    checkIndexRange(startIndex, count);
    return withMiniSecret(options, (mini) =>
      Array.from({ length: count }, (_, k) => srAccount(mini, srPath(startIndex + k), options)),
    );
  },
};
