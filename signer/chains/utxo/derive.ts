import { secp256k1 } from '@noble/curves/secp256k1.js';
import { getChain } from '../../../shared/chains/registry';
import { utxoAddressFromPublicKey } from '../../../shared/chains/utxo/utxoAddress';
import { SCHEME_PURPOSE, utxoParams } from '../../../shared/chains/utxo/utxoNetworks';
import { decodeWif } from '../../../shared/chains/utxo/utxoWif';
import { makeSecpSigner } from '../bip32/makeSecpSigner';
import { toHex } from '../bip32/secpKeys';
import { importedScheme } from './importedAddress';
import { schemeFor } from './scheme';

/** BIP44/49/84/86 put coin type 1 on every test network. */
const TESTNET_COIN_TYPE = 1;

/**
 * Bitcoin, Litecoin, Dogecoin and Bitcoin Cash. The path is m/purpose'/coin'/0'/0/i with
 * the purpose of the scheme; Bitcoin Cash writes its P2PKH addresses as cashaddr. publicKey
 * is the 33-byte compressed key (for taproot, the BIP86 internal key).
 */
export const utxoSigner = makeSecpSigner({
  family: 'utxo',
  pathTemplate(chain, { scheme, network = 'mainnet' }) {
    const coin = network === 'mainnet' ? getChain(chain).coinType : TESTNET_COIN_TYPE;
    return `m/${SCHEME_PURPOSE[schemeFor(chain, scheme)]}'/${coin}'/0'/0/{i}`;
  },
  account(key, chain, path, { scheme, network = 'mainnet' }) {
    const s = schemeFor(chain, scheme, path);
    const publicKey = key.compressed;
    return { address: utxoAddressFromPublicKey(chain, network, s, publicKey), publicKey: toHex(publicKey) };
  },
  fromPrivateKey(privateKey, chain, { scheme, network = 'mainnet' }) {
    const { privateKey: key, compressed } = decodeWif(privateKey, utxoParams(chain, network));
    let publicKey: Uint8Array;
    try {
      publicKey = secp256k1.getPublicKey(key, compressed);
    } finally {
      key.fill(0);
    }
    const s = importedScheme(chain, compressed, scheme);
    return { address: utxoAddressFromPublicKey(chain, network, s, publicKey), publicKey: toHex(publicKey) };
  },
});
