import { hex } from '@scure/base';
import { aptosAddress, decodeAptosPrivateKey } from '../../../shared/chains/aptos/validate';
import { makeEdSigner } from '../slip10/makeEdSigner';

/** Aptos: SLIP-10 ed25519 at m/44'/637'/i'/0'/0'; address = sha3-256(publicKey || 0x00). */
export const aptosSigner = makeEdSigner({
  family: 'aptos',
  account: (publicKey) => ({ address: aptosAddress(publicKey), publicKey: hex.encode(publicKey) }),
  decodePrivateKey: decodeAptosPrivateKey,
});
