import { getChain } from '../../../shared/chains/registry';
import { rippleAddressFromPublicKey } from '../../../shared/chains/ripple/rippleCodec';
import { decodeRipplePrivateKey } from '../../../shared/chains/ripple/rippleKeys';
import { makeSecpSigner } from '../bip32/makeSecpSigner';
import { toHex } from '../bip32/secpKeys';

/**
 * XRP Ledger: BIP32 secp256k1 keys at m/44'/144'/0'/0/i (as Ledger and Xaman derive
 * them). Imported keys: family seeds (s… secp256k1, sEd… ed25519) or hex (see rippleKeys).
 */
export const rippleSigner = makeSecpSigner({
  family: 'ripple',
  defaultChain: 'ripple',
  pathTemplate: (chain) => getChain(chain).defaultPath,
  account: (key) => {
    const publicKey = key.compressed;
    return { address: rippleAddressFromPublicKey(publicKey), publicKey: toHex(publicKey) };
  },
  fromPrivateKey(privateKey) {
    const { publicKey } = decodeRipplePrivateKey(privateKey);
    return { address: rippleAddressFromPublicKey(publicKey), publicKey: toHex(publicKey) };
  },
});
