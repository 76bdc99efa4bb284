import type { NetworkKind } from '../../../shared/chains/validate/result';
import { utxoAddressFromPublicKey } from '../../../shared/chains/utxo/utxoAddress';
import type { UtxoScheme } from '../../../shared/chains/utxo/utxoNetworks';
import { schemeFor } from './scheme';

/**
 * The scheme of an imported key's one address: the one asked for, else the chain's default
 * for a compressed key (native segwit on Bitcoin and Litecoin, P2PKH on Dogecoin and Bitcoin
 * Cash); an uncompressed key only ever had a P2PKH address.
 */
export function importedScheme(chain: string, compressed: boolean, scheme?: string): UtxoScheme {
  return compressed ? schemeFor(chain, scheme) : schemeFor(chain, scheme ?? 'legacy');
}

/** The address an imported key was given at import, from its public key (33 or 65 bytes). */
export function importedAddress(chain: string, network: NetworkKind, publicKey: Uint8Array): string {
  const scheme = importedScheme(chain, publicKey.length === 33);
  return utxoAddressFromPublicKey(chain, network, scheme, publicKey);
}
