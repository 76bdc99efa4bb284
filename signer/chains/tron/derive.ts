import { getChain } from '../../../shared/chains/registry';
import { decodeTronPrivateKey, tronAddressFromPublicKey } from '../../../shared/chains/tron/validate';
import { makeSecpSigner } from '../bip32/makeSecpSigner';
import { compressedPublicKey, toHex } from '../bip32/secpKeys';

/** Tron: m/44'/195'/0'/0/i, base58check T… addresses; publicKey is compressed hex. */
export const tronSigner = makeSecpSigner({
  family: 'tron',
  defaultChain: 'tron',
  pathTemplate: (chain) => getChain(chain).defaultPath,
  account: (key) => ({
    address: tronAddressFromPublicKey(key.uncompressed),
    publicKey: toHex(key.compressed),
  }),
  fromPrivateKey(privateKey) {
    const publicKey = compressedPublicKey(decodeTronPrivateKey(privateKey));
    return { address: tronAddressFromPublicKey(publicKey), publicKey: toHex(publicKey) };
  },
});
