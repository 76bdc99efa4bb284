import { getChain } from '../../../shared/chains/registry';
import { cosmosAddressFromPublicKey, decodeCosmosPrivateKey } from '../../../shared/chains/cosmos/validate';
import { makeSecpSigner } from '../bip32/makeSecpSigner';
import { compressedPublicKey, toHex } from '../bip32/secpKeys';

/** Cosmos Hub (m/44'/118'/0'/0/i, cosmos1…) and THORChain (m/44'/931'/0'/0/i, thor1…). */
export const cosmosSigner = makeSecpSigner({
  family: 'cosmos',
  pathTemplate: (chain) => getChain(chain).defaultPath,
  account: (key, chain) => {
    const publicKey = key.compressed;
    return { address: cosmosAddressFromPublicKey(chain, publicKey), publicKey: toHex(publicKey) };
  },
  fromPrivateKey(privateKey, chain) {
    const publicKey = compressedPublicKey(decodeCosmosPrivateKey(privateKey));
    return { address: cosmosAddressFromPublicKey(chain, publicKey), publicKey: toHex(publicKey) };
  },
});
