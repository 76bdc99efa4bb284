import type { Family } from '../../../shared/chains/families';
import { CHAINS } from '../../../shared/chains/registry';
import type { DerivedAccount } from '../derivation';
import { edPublicKey, fillPath, withSlip10Key, withSlip10Keys } from './slip10';
import type { EdChainSigner, EdDeriveOptions } from './types';

export interface AddressAndKey {
  address: string;
  publicKey: string;
}

/** What an ed25519 family adds to SLIP-10: how a public key becomes an address, and its key format. */
export interface EdFamily {
  family: Family;
  /** Address and displayed public key of a 32-byte ed25519 public key. */
  account(publicKey: Uint8Array, options: EdDeriveOptions): AddressAndKey;
  /** The 32-byte ed25519 seed of a private key in the chain's own format; throws a reason. */
  decodePrivateKey(privateKey: string, options: EdDeriveOptions): Uint8Array;
}

/** The one chain of a single-chain family: options.chain, when given, must name it. */
export function chainOf(family: Family, options: EdDeriveOptions): string {
  const chain = options.chain ?? [...CHAINS.values()].find((c) => c.family === family)?.name;
  if (!chain || CHAINS.get(chain)?.family !== family) throw new Error('Unsupported chain');
  return chain;
}

export function templateOf(family: Family, chain: string, options: EdDeriveOptions): string {
  const info = CHAINS.get(chainOf(family, { ...options, chain }));
  if (!info) throw new Error('Unsupported chain');
  return info.defaultPath;
}

/** Builds the derivation of a SLIP-10 ed25519 family from its address rules. */
export function makeEdSigner(f: EdFamily): EdChainSigner {
  return {
    deriveFromSeed(seed, path, options = {}): DerivedAccount {
      chainOf(f.family, options);
      return withSlip10Key(seed, path, (key) => ({ ...f.account(edPublicKey(key), options), path }));
    },
    addressFromPrivateKey(privateKey, options = {}) {
      chainOf(f.family, options);
      const seed = f.decodePrivateKey(privateKey, options);
      try {
        return f.account(edPublicKey(seed), options);
      } finally {
        seed.fill(0);
      }
    },
    defaultPath(chain, index, options = {}) {
      return fillPath(templateOf(f.family, chain, options), index);
    },
    deriveBatch(seed, chain, startIndex, count, options = {}) {
      const template = templateOf(f.family, chain, options);
      return withSlip10Keys(seed, template, startIndex, count, (key, path) => ({
        ...f.account(edPublicKey(key), options),
        path,
      }));
    },
  };
}
