import { decodePolkadotSeed, decodePolkadotSrSecret } from '../../../shared/chains/polkadot/validate';
import type { ChainSigner } from '../types';
import { polkadotSigner } from './derive';
import { signPolkadot } from './transferSigner';

export { polkadotSigner } from './derive';

/**
 * Polkadot: derivation (ed25519 SLIP-10, or sr25519 polkadot.js paths), and balances
 * transfers signed against the approved intent. An imported key is a 32-byte ed25519 seed, or
 * polkadot.js's 64-byte sr25519 secret key.
 */
export const chainSigner: ChainSigner = {
  family: 'polkadot',
  ...polkadotSigner,
  sign: signPolkadot,
  importedKey: (text) => {
    const sr = decodePolkadotSrSecret(text);
    return sr
      ? { curve: 'sr25519', privateKey: sr }
      : { curve: 'ed25519', privateKey: decodePolkadotSeed(text) };
  },
};
