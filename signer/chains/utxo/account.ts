import { withNode } from '../bip32/hdNodes';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { utxoSigner } from './derive';
import { schemeFor } from './scheme';

const TYPE_OF_SCHEME: Record<string, string> = {
  native: 'p2wpkh',
  nested: 'p2sh-p2wpkh',
  legacy: 'p2pkh',
  taproot: 'p2tr',
};

/**
 * The account node (m/purpose'/coin'/0') as an extended public key: main discovers receive
 * and change addresses from it without any private key. Same path rules as derivation.
 */
export function utxoAccountOf(
  seed: Uint8Array,
  chainName: string,
  network: NetworkKind,
  scheme?: string,
): { xpub: string; type: string; path: string } {
  const s = schemeFor(chainName, scheme);
  const receive0 = utxoSigner.defaultPath(chainName, 0, { chain: chainName, scheme: s, network });
  const path = receive0.split('/').slice(0, 4).join('/');
  return withNode(seed, path, (node) => ({ xpub: node.publicExtendedKey, type: TYPE_OF_SCHEME[s]!, path }));
}
