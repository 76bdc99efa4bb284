import type { Family } from '../../../shared/chains/families';
import { CHAINS } from '../../../shared/chains/registry';
import type { DerivedAccount } from '../derivation';
import { withIndexedPoints } from './hdNodes';
import { secpPublicKey, type SecpPublicKey } from './publicChildren';
import { publicNodeAt } from './publicNodes';
import type { SecpChainSigner, SecpDeriveOptions } from './types';

export interface AddressAndKey {
  address: string;
  publicKey: string;
}

/** What a secp256k1 family adds to BIP32: its paths and how a public key becomes an address. */
export interface SecpFamily {
  family: Family;
  /** Used when options.chain is omitted; families of several chains leave it out. */
  defaultChain?: string;
  /** The default path for the chain with `{i}` for the address index. */
  pathTemplate(chain: string, options: SecpDeriveOptions): string;
  /** Address and displayed public key for the public key found at `path`. */
  account(publicKey: SecpPublicKey, chain: string, path: string, options: SecpDeriveOptions): AddressAndKey;
  /** Address and public key of an imported private key in the chain's own format. */
  fromPrivateKey(privateKey: string, chain: string, options: SecpDeriveOptions): AddressAndKey;
}

function chainOf(f: SecpFamily, options: SecpDeriveOptions): string {
  const chain = options.chain ?? f.defaultChain;
  if (!chain) throw new Error(`A chain is required for the ${f.family} family`);
  if (CHAINS.get(chain)?.family !== f.family) throw new Error('Unsupported chain');
  return chain;
}

/** Builds the derivation of a secp256k1 family from its address rules. */
export function makeSecpSigner(f: SecpFamily): SecpChainSigner {
  return {
    deriveFromSeed(seed, path, options = {}): DerivedAccount {
      const chain = chainOf(f, options);
      const { publicKey, chainCode } = publicNodeAt(seed, path);
      chainCode.fill(0);
      return { ...f.account(secpPublicKey(publicKey), chain, path, options), path };
    },
    addressFromPrivateKey(privateKey, options = {}) {
      return f.fromPrivateKey(privateKey, chainOf(f, options), options);
    },
    defaultPath(chain, index, options = {}) {
      const template = f.pathTemplate(chainOf(f, { ...options, chain }), options);
      if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31)
        throw new Error('address index out of range');
      return template.replace('{i}', String(index));
    },
    deriveBatch(seed, chain, startIndex, count, options = {}) {
      const c = chainOf(f, { ...options, chain });
      const template = f.pathTemplate(c, options);
      return withIndexedPoints(seed, template, startIndex, count, (point, path) => ({
        ...f.account(point, c, path, options),
        path,
      }));
    },
  };
}
