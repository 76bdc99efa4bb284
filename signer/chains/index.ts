import type { Derivation } from '../wallets/derivation';
import type { FamilyOptions } from './derivation';
import { signerFor } from './registry';

export { CHAIN_SIGNERS, signerFor } from './registry';
export { signTransfer } from './signing';
export type { ChainSigner, FamilyDerivation, FamilyOptions } from './types';

/** The wallet session's derivation, looked up per chain in the registry. */
export const derivation: Derivation = {
  derive(material, chainName, index, opts = {}) {
    const s = signerFor(chainName);
    const options: FamilyOptions = {
      chain: chainName,
      mnemonic: material.phrase,
      passphrase: material.passphrase,
      ...(material.roots ? { roots: material.roots } : {}),
      ...(opts.scheme ? { scheme: opts.scheme } : {}),
      ...(opts.network ? { network: opts.network } : {}),
    };
    const path = opts.path ?? s.defaultPath(chainName, index, options);
    return s.deriveFromSeed(material.seed, path, options);
  },
  deriveBatch(material, chainName, startIndex, count, network) {
    const options: FamilyOptions = {
      chain: chainName,
      mnemonic: material.phrase,
      passphrase: material.passphrase,
      ...(material.roots ? { roots: material.roots } : {}),
      ...(network ? { network } : {}),
    };
    return signerFor(chainName).deriveBatch(material.seed, chainName, startIndex, count, options);
  },
  fromPrivateKey(chainName, privateKey, network) {
    return signerFor(chainName).addressFromPrivateKey(privateKey, {
      chain: chainName,
      ...(network ? { network } : {}),
    });
  },
};
