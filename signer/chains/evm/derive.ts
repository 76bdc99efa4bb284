import { getChain } from '../../../shared/chains/registry';
import { decodeEvmPrivateKey, evmAddressFromPublicKey } from '../../../shared/chains/evm/validate';
import { makeSecpSigner } from '../bip32/makeSecpSigner';
import { compressedPublicKey, toHex } from '../bip32/secpKeys';

/**
 * The 16 EVM chains share one set of addresses (m/44'/60'/0'/0/i), written with the
 * EIP-55 checksum. publicKey is the 33-byte compressed key in hex.
 */
export const evmSigner = makeSecpSigner({
  family: 'evm',
  defaultChain: 'ethereum',
  pathTemplate: (chain) => getChain(chain).defaultPath,
  account: (key) => ({
    address: evmAddressFromPublicKey(key.uncompressed),
    publicKey: toHex(key.compressed),
  }),
  fromPrivateKey(privateKey) {
    const publicKey = compressedPublicKey(decodeEvmPrivateKey(privateKey));
    return { address: evmAddressFromPublicKey(publicKey), publicKey: toHex(publicKey) };
  },
});
