import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { SignerResult } from '../../../shared/signer/protocol';
import type { Keys } from '../keys/types';
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
 * and change addresses from it without any private key. Same path rules as derivation; the
 * receive path's purpose (44/49/84/86) picks the address type. An imported key has none.
 */
export function utxoAccountKey(
  keys: Keys,
  chainName: string,
  network: NetworkKind,
  receivePath?: string,
): SignerResult<'accountKey'> {
  const s = schemeFor(chainName, undefined, receivePath);
  const receive0 = utxoSigner.defaultPath(chainName, 0, { chain: chainName, scheme: s, network });
  const path = receive0.split('/').slice(0, 4).join('/');
  return { xpub: keys.secp.extendedPublicKey(path), type: TYPE_OF_SCHEME[s]!, path };
}
